// The built-in scenes behind a character (drawn by components/digital-human/background). Each is drawn on a 1600×1200 canvas and shown with
// preserveAspectRatio="xMidYMid slice", so whatever the session's ratio (16:9, 9:16, 4:3, 1:1) keeps the middle:
// the scenes keep their telling parts in the centre band and let the edges go.

export type BackgroundKind = 'scene' | 'plain' | 'gradient';

export interface Background {
  backgroundCode: string;
  name: { zh: string; en: string };
  kind: BackgroundKind;
  /** Light scenes want dark captions over them, dark ones light captions. */
  tone: 'light' | 'dark';
}

export const BACKGROUNDS: readonly Background[] = [
  {
    backgroundCode: 'b01-office',
    name: { zh: '现代办公室', en: 'Modern office' },
    kind: 'scene',
    tone: 'light',
  },
  {
    backgroundCode: 'b02-bank-hall',
    name: { zh: '银行大厅', en: 'Bank hall' },
    kind: 'scene',
    tone: 'light',
  },
  {
    backgroundCode: 'b03-hospital-desk',
    name: { zh: '医院服务台', en: 'Hospital desk' },
    kind: 'scene',
    tone: 'light',
  },
  { backgroundCode: 'b04-classroom', name: { zh: '教室', en: 'Classroom' }, kind: 'scene', tone: 'light' },
  { backgroundCode: 'b05-studio', name: { zh: '演播室', en: 'Studio' }, kind: 'scene', tone: 'dark' },
  { backgroundCode: 'b06-shop', name: { zh: '门店', en: 'Shop' }, kind: 'scene', tone: 'light' },
  {
    backgroundCode: 'b07-exhibition',
    name: { zh: '展厅', en: 'Exhibition hall' },
    kind: 'scene',
    tone: 'light',
  },
  { backgroundCode: 'b08-lobby', name: { zh: '企业大堂', en: 'Lobby' }, kind: 'scene', tone: 'light' },
  { backgroundCode: 'b09-library', name: { zh: '图书馆', en: 'Library' }, kind: 'scene', tone: 'light' },
  {
    backgroundCode: 'b10-meeting-room',
    name: { zh: '会议室', en: 'Meeting room' },
    kind: 'scene',
    tone: 'light',
  },
  {
    backgroundCode: 'b11-city-view',
    name: { zh: '城市夜景', en: 'City at dusk' },
    kind: 'scene',
    tone: 'dark',
  },
  {
    backgroundCode: 'b12-tea-house',
    name: { zh: '中式茶室', en: 'Tea house' },
    kind: 'scene',
    tone: 'light',
  },
  {
    backgroundCode: 'b13-plain-light',
    name: { zh: '浅灰纯色', en: 'Plain light grey' },
    kind: 'plain',
    tone: 'light',
  },
  {
    backgroundCode: 'b14-plain-indigo',
    name: { zh: '品牌靛蓝', en: 'Plain indigo' },
    kind: 'plain',
    tone: 'dark',
  },
  {
    backgroundCode: 'b15-gradient-dawn',
    name: { zh: '晨曦渐变', en: 'Dawn gradient' },
    kind: 'gradient',
    tone: 'light',
  },
  {
    backgroundCode: 'b16-gradient-ocean',
    name: { zh: '深海渐变', en: 'Ocean gradient' },
    kind: 'gradient',
    tone: 'dark',
  },
  {
    backgroundCode: 'b17-chroma-green',
    name: { zh: '绿幕', en: 'Green screen' },
    kind: 'plain',
    tone: 'dark',
  },
];
