import type { Locale } from '@/lib/routing/locale';

// The one source of the plans shown on /pricing and /subscriptions. Prices are quoted per order and are not
// published: a plan either is the free trial or asks the visitor to contact us. Never put a price figure here.

type Localized<T> = Record<Locale, T>;

export interface Plan {
  id: 'trial' | 'cloud' | 'local' | 'privateIp';
  name: Localized<string>;
  summary: Localized<string>;
  includes: Localized<readonly string[]>;
  /** `trial` starts the free trial; `contact` leads to /contactUs for a quote. */
  action: 'trial' | 'contact';
}

export const plans: readonly Plan[] = [
  {
    id: 'trial',
    name: { zh: '免费试用', en: 'Free trial' },
    summary: {
      zh: '购买前，先用自己的会话体验平台。',
      en: 'Try the platform with your own sessions before you buy.',
    },
    includes: {
      zh: [
        '14 天试用期',
        '最多 2 个会话',
        '最多 10 个数字人',
        '完整的会话编辑：形象、背景、声音和全局配置',
        '试用结束后，可申请继续试用或下单',
      ],
      en: [
        '14-day trial period',
        'Up to 2 sessions',
        'Up to 10 digital humans',
        'The full session editor: character, background, voice and global configuration',
        'When the trial ends, apply to continue or place an order',
      ],
    },
    action: 'trial',
  },
  {
    id: 'cloud',
    name: { zh: '云端版', en: 'Cloud edition' },
    summary: {
      zh: '运行在平台云端，您只需分享或嵌入。',
      en: 'Runs in the platform cloud; you share it or embed it.',
    },
    includes: {
      zh: [
        '按路数和时长订购并发资源',
        '通过分享链接、Web SDK、H5 SDK 或自建前端接入',
        '知识库：常见问答与文档',
        '可选大模型，含您自己的第三方接口',
        '中文、英文、日文会话',
        '对公转账或在线支付',
      ],
      en: [
        'Concurrent resources ordered by number and duration',
        'Share link, web SDK, H5 SDK or your own front end',
        'Knowledge base: FAQ and documents',
        'Large-model options, including your own third-party endpoint',
        'Sessions in Chinese, English and Japanese',
        'Company bank transfer or online payment',
      ],
    },
    action: 'contact',
  },
  {
    id: 'local',
    name: { zh: '本地（离线）版', en: 'Local (offline) edition' },
    summary: {
      zh: '运行在您自己的机器上，适合无网络或数据要求严格的场所。',
      en: 'Runs on your own machines, for sites without internet or with strict data rules.',
    },
    includes: {
      zh: [
        '数字人离线运行在您的设备上',
        '适合营业厅、自助终端和内网',
        '在控制台的离线数字人页面管理',
        '部署方案与我们的团队商定',
      ],
      en: [
        'Digital humans run offline on your hardware',
        'For halls, kiosks and closed networks',
        "Managed from the console's offline digital human page",
        'Deployment planned with our team',
      ],
    },
    action: 'contact',
  },
  {
    id: 'privateIp',
    name: { zh: '私有 IP 与真人克隆（服务）', en: 'Private IP and human cloning (service)' },
    summary: {
      zh: '我们根据真人为您制作专属数字人。',
      en: 'We build a digital human from a real person, as a service.',
    },
    includes: {
      zh: [
        '录制一段 5 分钟的真人视频',
        '只有您的账户可以使用的私有形象',
        '在会话中的用法与形象库中的形象相同',
        '按项目报价',
      ],
      en: [
        'A 5-minute video recording of the person',
        'A private avatar that only your account can use',
        'Used in sessions like any avatar of the library',
        'Quoted per project',
      ],
    },
    action: 'contact',
  },
];
