import 'server-only';
import type { Scene, SessionLanguage } from '../../contract';
import type { SceneIndustry } from '../../catalogue-choices';

// The industry scene templates (issue 25 §1 scene/listScene): a built-in scene of the catalogue, a prologue and a
// few keyword scenes each, in the site's two languages. Japanese sessions get the English texts until someone
// writes Japanese ones; the answer says which language the texts are in.

interface TemplateTexts {
  name: string;
  prologue: string;
  scenes: Scene[];
}

export interface SceneTemplateSource {
  industry: SceneIndustry;
  /** A built-in backgroundCode of the catalogue (features/catalogue/contract/backgrounds.ts). */
  backgroundCode: string;
  /** The character style that suits the scene: the recommended pair's character has it. */
  style: string;
  texts: Record<'zh' | 'en', TemplateTexts>;
}

export const SCENE_TEMPLATES: readonly SceneTemplateSource[] = [
  {
    industry: 'bank',
    backgroundCode: 'b02-bank-hall',
    style: 'finance',
    texts: {
      zh: {
        name: '银行网点',
        prologue: '您好，欢迎光临，我是您的智能理财顾问，请问需要办理什么业务？',
        scenes: [
          { keywords: ['开户', '办卡'], reply: '办理开户请携带本人身份证，到柜台取号即可，全程约十五分钟。' },
          { keywords: ['营业时间'], reply: '本网点工作日九点至十七点营业，周末上午十点至十五点营业。' },
          {
            keywords: ['挂失'],
            reply: '银行卡挂失可拨打客服热线或在手机银行办理，正式挂失请携带身份证到柜台。',
          },
        ],
      },
      en: {
        name: 'Bank branch',
        prologue: 'Hello and welcome. I am your digital banking assistant. What can I help you with today?',
        scenes: [
          {
            keywords: ['open an account', 'new card'],
            reply:
              'To open an account, bring your ID and take a ticket for the counter. It takes about fifteen minutes.',
          },
          {
            keywords: ['opening hours'],
            reply: 'We are open 9 am to 5 pm on weekdays and 10 am to 3 pm at weekends.',
          },
          {
            keywords: ['lost card'],
            reply:
              'Call our hotline or use the mobile app to block a lost card, then bring your ID to the counter.',
          },
        ],
      },
    },
  },
  {
    industry: 'hospital',
    backgroundCode: 'b03-hospital-desk',
    style: 'medical',
    texts: {
      zh: {
        name: '医院导诊',
        prologue: '您好，我是导诊助手，可以帮您了解挂号、科室位置和就诊流程。',
        scenes: [
          { keywords: ['挂号'], reply: '可在一楼自助机或手机公众号挂号，初诊请先建档。' },
          { keywords: ['化验', '抽血'], reply: '抽血化验在门诊楼二层，早上七点半开始，部分项目需空腹。' },
          { keywords: ['医保'], reply: '医保结算请在缴费时出示医保卡或电子医保凭证。' },
        ],
      },
      en: {
        name: 'Hospital reception',
        prologue:
          'Hello, I am the reception assistant. I can help with registration, departments and your visit.',
        scenes: [
          {
            keywords: ['register', 'appointment'],
            reply:
              'Register at the kiosks on the ground floor or on our app. First visits need a patient record.',
          },
          {
            keywords: ['blood test', 'lab'],
            reply:
              'The lab is on the second floor of the outpatient building and opens at 7:30. Some tests need fasting.',
          },
          {
            keywords: ['insurance'],
            reply: 'Show your insurance card or its electronic version when you pay.',
          },
        ],
      },
    },
  },
  {
    industry: 'government',
    backgroundCode: 'b08-lobby',
    style: 'service',
    texts: {
      zh: {
        name: '政务大厅',
        prologue: '您好，欢迎来到政务服务中心，请问您要办理哪项业务？',
        scenes: [
          { keywords: ['社保'], reply: '社保业务在二号窗口办理，请携带身份证和相关证明材料。' },
          { keywords: ['营业执照'], reply: '营业执照可在网上申报，审核通过后到五号窗口领取。' },
          { keywords: ['取号', '排队'], reply: '请在入口处的取号机按业务类型取号，叫号后到对应窗口办理。' },
        ],
      },
      en: {
        name: 'Government service hall',
        prologue: 'Hello and welcome to the service centre. Which service do you need today?',
        scenes: [
          {
            keywords: ['social security'],
            reply: 'Social security is handled at window 2. Please bring your ID and supporting documents.',
          },
          {
            keywords: ['business licence'],
            reply: 'Apply for a business licence online; once approved, collect it at window 5.',
          },
          {
            keywords: ['queue', 'ticket'],
            reply:
              'Take a ticket for your service at the entrance and go to the window when your number is called.',
          },
        ],
      },
    },
  },
  {
    industry: 'retail',
    backgroundCode: 'b06-shop',
    style: 'retail',
    texts: {
      zh: {
        name: '门店导购',
        prologue: '您好，欢迎光临！我是店铺导购，想了解新品、活动还是售后？',
        scenes: [
          { keywords: ['优惠', '活动'], reply: '本周会员购物满三百元减三十元，新会员首单享九折。' },
          { keywords: ['退货', '换货'], reply: '商品七天内可凭小票无理由退换，请保持包装完好。' },
          { keywords: ['会员'], reply: '扫描收银台的二维码即可注册会员，积分可抵现金使用。' },
        ],
      },
      en: {
        name: 'Shop assistant',
        prologue: 'Hello and welcome! I can tell you about new arrivals, offers and returns.',
        scenes: [
          {
            keywords: ['offer', 'discount'],
            reply:
              'This week members get 30 off every 300 spent, and new members get 10% off their first order.',
          },
          {
            keywords: ['return', 'exchange'],
            reply:
              'Return or exchange items within seven days with your receipt, in their original packaging.',
          },
          {
            keywords: ['membership'],
            reply: 'Scan the code at the checkout to join. Points can be spent like cash.',
          },
        ],
      },
    },
  },
  {
    industry: 'education',
    backgroundCode: 'b04-classroom',
    style: 'academic',
    texts: {
      zh: {
        name: '教育咨询',
        prologue: '同学你好，我是课程顾问，可以为你介绍课程、报名和上课安排。',
        scenes: [
          { keywords: ['报名'], reply: '在线填写报名表并缴费后即报名成功，开课前会短信通知。' },
          { keywords: ['课程', '课表'], reply: '课程表在学员中心查看，每周二、四晚上七点上课。' },
          { keywords: ['试听'], reply: '每门课程都可免费试听一节，请在官网预约试听时间。' },
        ],
      },
      en: {
        name: 'Education advisor',
        prologue: 'Hi, I am the course advisor. I can help with courses, enrolment and the timetable.',
        scenes: [
          {
            keywords: ['enrol', 'sign up'],
            reply:
              'Fill in the form online and pay the fee to enrol. You will get a message before the course starts.',
          },
          {
            keywords: ['timetable', 'schedule'],
            reply:
              'The timetable is in the student centre. Classes are on Tuesday and Thursday evenings at 7 pm.',
          },
          {
            keywords: ['trial lesson'],
            reply: 'Every course offers one free trial lesson. Book a time on our website.',
          },
        ],
      },
    },
  },
];

/** The language a template's texts are given in for a session's language. */
export const textLanguageOf = (language: SessionLanguage): 'zh' | 'en' => (language === 'zh' ? 'zh' : 'en');
