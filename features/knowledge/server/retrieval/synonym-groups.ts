// Words a help-desk visitor uses for what an enterprise FAQ calls by another name ("what does it cost" for "pricing",
// "sign up" for "register", "多少钱" for "收费"). A stemmer folds the forms of one word; only a list folds different
// words. This is the synonym filter search engines ship (Elasticsearch's synonym_graph, Solr's synonyms.txt): small,
// general vocabulary of enterprise FAQs — accounts, billing, support, documents, sessions, voices, deployment — and
// never the wording of a particular FAQ item. It is applied to the visitor's question only, as alternatives that
// earn part credit (SYNONYM_CREDIT in scoring.ts), so an exact word always outranks its synonym.
//
// Each line is one group; members are separated by commas and may be phrases ("sign up", "money back"), which the
// tokenizer keeps together so that stop words inside them ("up", "in", "back") still count. Stay under ~60 groups
// per language: a long list drifts into meanings that are only sometimes the same, and every group widens the
// candidate search.

const groups = (list: string) =>
  list
    .split('\n')
    .map((line) => line.split(',').map((member) => member.trim().toLowerCase()))
    .filter((group) => group.length > 1);

export const EN_SYNONYM_GROUPS = groups(`
  price, cost, pricing, fee, charge, tariff
  discount, cheaper, cheap, reduced price
  sign up, register, registration, create an account, open an account
  log in, login, sign in, log on
  log out, logout, sign out
  refund, money back, reimburse, reimbursement
  cancel, unsubscribe, terminate
  subscription, plan, package, tier, edition
  renew, renewal, extend, prolong
  invoice, receipt, bill
  buy, purchase, order
  pay, payment
  delete, remove, erase, get rid of
  copy, duplicate
  edit, modify, change, update, alter, adjust
  create, make, set up, build
  configure, configuration, setting, customize, customise
  link, url
  document, file, doc
  spreadsheet, excel, xlsx, sheet
  image, picture, photo, pic
  background, backdrop
  avatar, character, digital human, virtual human, persona
  speak, talk, say
  mobile, phone, smartphone, cellphone
  computer, pc, desktop, laptop
  website, site, webpage, web page, homepage
  embed, integrate, integration
  api, endpoint
  token, access token, api key, credential
  documentation, docs, reference, manual, guide
  limit, maximum, max, cap, quota
  conversation, chat, dialogue, dialog
  history, log, record, transcript
  keep, retain, retention, store
  secure, security, safe, protect, protection
  privacy, gdpr, data protection
  certification, certified, certificate, compliance, compliant, audit
  support, help, customer service, help desk, assistance
  real person, human agent, live agent
  hours, opening hours, business hours, working hours
  bug, issue, problem, error, broken, fault
  partner, reseller, distributor, dealer
  demo, demonstration, walkthrough
  team member, colleague, coworker, member, staff, sub-account
  company, organization, organisation, business, enterprise, firm
  trial, free trial, try out
  expire, expiry, expiration, run out, lapse
  concurrent, concurrency, simultaneous, simultaneously, at the same time, at once, in parallel
  microphone, mic
  sound, audio
  slow, lag, latency, delay
  live stream, livestream, broadcast, streaming
  video, clip
  accent, dialect
  wrong, incorrect, inaccurate, mistake
  deploy, deployment, install, self-host, on premises, on-premise, on-premises
  screen, display, kiosk, monitor
  answer, reply, respond, response
  disable, deactivate, turn off, switch off
`);

export const ZH_SYNONYM_GROUPS = groups(`
  价格, 费用, 收费, 多少钱, 价钱, 报价, 资费
  优惠, 折扣, 打折, 便宜
  退款, 退钱, 退费
  注册, 开户
  登录, 登陆, 登入
  退出登录, 登出
  注销, 销户, 删除账号
  删除, 删掉, 移除, 去掉
  修改, 更改, 更换, 编辑, 变更, 改
  复制, 拷贝
  创建, 新建, 建立
  设置, 配置, 设定
  文件, 文档, 资料
  表格, excel, xlsx
  图片, 图像, 照片
  形象, 人物, 角色
  声音, 音色, 嗓音
  手机, 移动端, 手机端
  网站, 官网, 网页
  嵌入, 集成, 接入, 对接
  接口, api
  token, 令牌, 凭证
  上限, 最多, 限制, 最大
  对话, 聊天
  记录, 历史记录, 日志
  安全, 保障
  认证, 证书, 资质
  客服, 人工客服, 真人客服, 人工
  工作时间, 上班时间, 服务时间, 营业时间
  故障, 异常, 报错, bug
  代理, 代理商, 渠道, 经销商
  演示, 展示, demo
  同事, 成员, 子账号, 员工
  企业, 公司, 单位, 机构
  试用, 体验
  到期, 过期, 失效
  欠费, 余额不足
  并发, 同时
  麦克风, 话筒, 麦
  慢, 卡顿, 延迟
  方言, 口音
  开场白, 欢迎语
  告别语, 结束语
  错误, 说错, 不准确
  部署, 安装
  私有化部署, 本地部署, 私有部署
  大屏, 触摸屏, 一体机
  模型, 大模型
  回答, 答复, 回复
  停用, 禁用, 关闭
  启用, 开启
  密码, 口令
  忘记, 忘了, 想不起来
  找回, 重置
  发票, 开票
  续费, 续订, 续期
  年付, 包年, 按年
  链接, 网址, url
`);

/**
 * Words of the platform's own domain that jieba's general dictionary cuts apart ("数字人" → "数字"/"人"), and the
 * Chinese synonyms above that are more than one dictionary word: given to jieba as a user dictionary so each stays
 * one term (search mode still yields its parts).
 */
export const ZH_DOMAIN_WORDS = [
  '数字人',
  '知识库',
  '话术',
  '相似问',
  '唤醒词',
  '打断词',
  '开场白',
  '告别语',
  '引导语',
  '子账号',
  '小程序',
  '并发数',
  '等保',
  '音色',
  '复刻',
  '多少钱',
];
