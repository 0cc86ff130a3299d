import 'server-only';
import type { OfflineSession } from '../package/contents';

// The two texts a package carries for the people who install it: README.txt (serving the folder, an Android kiosk,
// activation, what is left out) and LICENCES.txt (what is bundled, under which licence, and where eSpeak NG's
// source is). Bilingual, as a package goes to customers of either site.

const ESPEAK_SOURCE = 'https://github.com/espeak-ng/espeak-ng';
const ESPEAK_WASM_SOURCE = 'https://github.com/ianmarmour/espeak-ng.js';

/** `react 19.2.0 — MIT` headers of the app build's licence file, one per bundled package. */
const HEADER = /^(\S+) (\S+) — (.+)$/gm;

export function licencesText(appLicences: string): string {
  const bundled = [...appLicences.matchAll(HEADER)].map(([, name, version, licence]) => ({
    name: name!,
    version: version!,
    licence: licence!.trim(),
  }));
  const rows = bundled.map(
    (item) =>
      `  ${`${item.name} ${item.version}`.padEnd(28)} ${item.licence}${
        item.name === 'espeak-ng'
          ? `  (source: ${ESPEAK_SOURCE}; WebAssembly build: ${ESPEAK_WASM_SOURCE})`
          : ''
      }`,
  );
  return [
    'Licences of the software in this offline package / 本离线包所含软件的许可证',
    '',
    'Bundled third-party software / 打包的第三方软件:',
    ...(rows.length ? rows : ['  (see the texts below / 见下文)']),
    '',
    'eSpeak NG (the folder espeak/) is free software under the GNU General Public License version 3 or later',
    '(GPL-3.0-or-later). You may copy, change and pass it on under that licence. Its complete source code:',
    `  ${ESPEAK_SOURCE}`,
    `  and the WebAssembly build used here: ${ESPEAK_WASM_SOURCE}`,
    "Changed here: espeak-ng.wasm is that build's with the other languages' dictionaries (the files",
    "espeak-ng-data/*_dict but this package's language and English) removed from its data; its code is unchanged.",
    'eSpeak NG（espeak/ 目录）是自由软件，以 GNU 通用公共许可证第 3 版或更新版本（GPL-3.0-or-later）发布，',
    `可按该许可证复制、修改和分发；完整源代码见上面两个地址。`,
    '本包的 espeak-ng.wasm 在上述构建基础上删去了其他语言的词典（除本包语言和英语外的 espeak-ng-data/*_dict），程序代码未改动。',
    '',
    "The rest (app.js's own code, the character drawings, session.json) is the platform's and its customer's, for",
    'use under the offline licence. / 其余内容（应用自身代码、形象绘制、session.json）归平台及其客户所有，按离线授权使用。',
    '',
    appLicences.trim(),
    '',
  ].join('\n');
}

const LEFT_OUT: Record<OfflineSession['offline'][number], { en: string; zh: string }> = {
  largeModel: { en: 'the large language model', zh: '大模型回答' },
  serverAsr: { en: 'server speech recognition', zh: '服务器语音识别' },
  cloudVoices: { en: 'cloud voices (eSpeak NG speaks instead)', zh: '云端音色（改用 eSpeak NG 发音）' },
  documents: { en: 'answers from documents', zh: '文档知识问答' },
  portrait: { en: 'the photo portrait (the drawn character shows)', zh: '照片形象（显示绘制形象）' },
};

export function readmeText(session: OfflineSession): string {
  const leftOut = session.offline.map((key) => LEFT_OUT[key]);
  // Under a base path the console and the calls are below it (`https://dh.example.com/dh`).
  const apiOrigin = session.platform.origin + (session.platform.basePath ?? '');
  return `Offline digital human — ${session.name} (version ${session.version}, built ${session.builtAt})
离线数字人 — ${session.name}（版本 ${session.version}）

This folder is a complete web app: the digital human, its scripts, scenes and FAQ (${session.faq.items.length} questions),
and eSpeak NG speaking ${session.language} in the browser. It needs the network once, to activate; then it runs
with none until its licence expires. Conversations are kept on the device (the newest 5,000, 20 MB at most) and sent
to the platform (${apiOrigin}) whenever the device is online.

Not in the package (they need a network): ${leftOut.length ? leftOut.map((item) => item.en).join('; ') : 'nothing this session uses'}.
Voice input uses the device's own recognizer where it has one; otherwise visitors type or tap the suggestions.

1. SERVE THE FOLDER
   Any static web server, over http://localhost or https (browsers allow service workers and the device key only
   there; opening index.html as a file:// does not work). For example, in this folder:
       npx serve .                     (Node.js)
       python3 -m http.server 8080     (Python)
   then open http://localhost:8080/ (or the server's https address) in Chrome or Edge.
   On a network: copy the folder to any https web server (an intranet server, nginx, IIS, object storage with
   website hosting) and open its address on the device.

2. ACTIVATE (once, online)
   In the platform console, Offline digital humans (${apiOrigin}): make a licence for this session; it shows an
   activation code (XXXX-XXXX-XXXX) per device. Type the code on the device's first screen. The device makes its own
   key, the platform signs a licence bound to it, and the device checks it offline from then on.
   A device that never goes online: choose "activate by hand" on the device, paste the public key it shows into the
   console (Activate by hand), and type the licence the console gives back.

3. ANDROID KIOSK (a lobby screen, a tablet)
   a. Serve the folder over https from a server the tablet reaches (or run a static server app on the tablet itself
      at http://localhost:8080).
   b. Open the address in Chrome for Android, wait until the first screen shows, then menu (⋮) → "Install app"
      (or "Add to Home screen"). The app now starts full screen from its icon and works with no network: every file
      is kept by its service worker.
   c. Activate it (step 2) while the tablet is online.
   d. Lock the tablet to the app: Settings → Security → App pinning (Screen pinning) on, open the app, Overview →
      the app's icon → Pin. For a managed fleet use a kiosk launcher or Android's dedicated-device (lock task) mode
      with the installed app as the only one allowed.
   e. Keep the screen on (Developer options → Stay awake while charging) and exempt Chrome from battery
      optimisation, so a long offline week does not close it.
   f. When the session changes, build the package again in the console and replace the served folder: an online
      device sees the newer version and loads it.

Licences of everything in this folder: LICENCES.txt (eSpeak NG is GPL-3.0-or-later; its source is named there).

——
本文件夹是完整的网页应用：数字人形象、话术、场景、问答库（${session.faq.items.length} 条）以及在浏览器中运行的 eSpeak NG 语音。
首次激活需要联网，之后在授权到期前无需网络。对话记录保存在设备上（最多 5000 条、20 MB），联网时自动上传到平台（${apiOrigin}）。
不包含（需要网络）：${leftOut.length ? leftOut.map((item) => item.zh).join('；') : '无'}。

1. 部署：用任意静态服务器通过 http://localhost 或 https 提供本文件夹（不能直接双击 index.html），例如 "npx serve ." 或
   "python3 -m http.server 8080"，然后用 Chrome 或 Edge 打开。
2. 激活：在平台控制台“离线数字人”为本会话创建授权，在设备首屏输入激活码；从不联网的设备可在控制台“手动激活”。
3. 安卓自助终端：用 Chrome 打开 https 地址 → 菜单“安装应用”（或“添加到主屏幕”）→ 联网激活 → 设置中开启“屏幕固定”并固定本应用
   （或使用企业设备的专用设备/锁定任务模式）→ 开启充电时保持唤醒，并关闭 Chrome 的电池优化。会话修改后在控制台重新生成离线包并替换文件夹。
许可证：见 LICENCES.txt（eSpeak NG 以 GPL-3.0-or-later 发布，源代码地址见其中）。
`;
}
