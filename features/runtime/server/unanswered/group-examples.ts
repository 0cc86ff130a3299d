/**
 * Rewordings a visitor might type, each inner list one question, for measuring the grouping: written from what
 * visitors of a bank, a hospital and a shop ask, not from the terms the grouping looks at.
 */
export const SAME_QUESTION_EXAMPLES: readonly (readonly string[])[] = [
  ['信用卡丢了怎么办', '我的信用卡丢了', '信用卡丢失了怎么办？', '信用卡丢了该怎么处理'],
  ['怎么修改密码', '密码怎么修改', '如何修改登录密码'],
  ['你们几点开门', '几点开门？', '早上几点开门'],
  ['可以停车吗', '有停车场吗', '这里可以停车吗'],
  ['挂号要带什么证件', '挂号需要带什么证件', '挂号带什么证件'],
  ['退货要多久到账', '退货多久能到账', '退款多久到账'],
  ['How do I reset my password?', 'reset password', 'How can I reset my password', 'password reset please'],
  ['What time do you open?', 'when do you open', 'What time do you open on Sunday?'],
  ['I lost my credit card', 'lost credit card', 'My credit card is lost, what should I do?'],
  ['Do you deliver abroad?', 'Do you deliver to other countries?', 'can you deliver abroad'],
  ['Is there parking?', 'Is there a parking lot?', 'where can I park'],
  ['How long does a refund take?', 'how long for a refund', 'refund takes how long?'],
];

/** Questions that share words with the ones above but are different questions. */
export const DIFFERENT_QUESTIONS: readonly string[] = [
  '信用卡怎么申请',
  '密码忘了能找回吗',
  '几点关门',
  '停车收费吗',
  '挂号费多少钱',
  'How do I change my email?',
  'What time do you close?',
  'How do I apply for a credit card?',
  'How much does delivery cost?',
  'How much is parking?',
];
