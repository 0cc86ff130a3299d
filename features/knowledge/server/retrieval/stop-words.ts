// Small on purpose: only function words and question words that say nothing about what is asked. Words that
// change the need stay ("没有", "not", "no"), or "no sound" would match "sound settings".

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const ZH_STOP_WORDS = words(`
  的 了 吗 呢 吧 啊 呀 嘛 哦 么 是 我 你 您 他 她 它 我们 你们 他们 这 那 这个 那个 怎么 怎样 怎么样 如何 什么
  哪 哪些 哪里 哪个 请问 一下 可以 能 能否 能不能 会 要 想 有 和 与 及 在 就 都 也 还 把 被 给 对 为 该 应该 需要
  得 地 着 过 个 一个 多少 几 为什么 是否 是不是 如果 请 到底 一般
`);

export const EN_STOP_WORDS = words(`
  a an the is are was were be been am do does did i me my we our us you your it its this that these those to of
  in on at for with from by as and or but if can could will would should how what which who where when why there
  here please any some so have has im want need then than just about into up get much many
`);
