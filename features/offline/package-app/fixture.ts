import { CAST } from '@/features/catalogue/contract/characters/cast';
import { buildOfflineSession, type OfflineSessionInput } from '@/features/offline/package/contents';

/** A session as the package builder makes it, for the app's tests. */
export function testSession(overrides: Partial<OfflineSessionInput> = {}) {
  return buildOfflineSession({
    sessionId: 's1',
    version: 3,
    builtAt: new Date('2026-11-01T00:00:00Z'),
    language: 'zh',
    name: '小爱',
    character: CAST[0]!,
    background: { type: 'builtin', backgroundId: 'b01-office' },
    layout: {
      videoWidth: 1080,
      videoHeight: 1920,
      humanX: 0,
      humanY: 0,
      humanWidth: 1080,
      humanHeight: 1920,
    },
    voice: { espeakVoice: 'cmn-f3', pitch: 50, speed: 1 },
    scripts: [
      { scriptType: 'prologue', scriptContent: '您好，我是小爱。' },
      { scriptType: 'farewell', scriptContent: '再见！' },
      { scriptType: 'unknownQuestion', scriptContent: '这个问题我还不会。' },
      { scriptType: 'guidingLanguage', scriptContent: '您可以问我营业时间或退货。' },
      { scriptType: 'waitingPhrase', scriptContent: '请稍等。' },
    ],
    maxConversation: 20,
    scriptEndType: 'farewell',
    unanswered: { unReplyCount: 3, unReplayUsed: 1, unReplyHangUp: 1 },
    scenes: [{ keywords: ['洗手间', '厕所'], reply: '洗手间在一楼电梯旁。' }],
    faq: [
      { id: 'f1', question: '你们的营业时间是几点到几点？', answer: '每天上午九点到晚上九点。' },
      { id: 'f2', question: '退货政策是什么？', answer: '签收七天内可以无理由退货。' },
      { id: 'f3', question: '会员积分怎么用？', answer: '积分可以在下次购物时抵扣现金。' },
      { id: 'f4', question: '停车收费吗？', answer: '购物满一百元免费停车两小时。' },
      { id: 'f5', question: '会员卡丢了怎么办？', answer: '凭手机号到服务台补办。' },
    ],
    platform: {
      origin: 'https://dh.example.com',
      publicJwk: { kty: 'OKP', crv: 'Ed25519', x: 'A'.repeat(43) },
    },
    offline: ['largeModel'],
    ...overrides,
  });
}
