import { Fragment, isValidElement, type ReactNode } from 'react';

// The session picture's drawing components are plain functions of their props (no hooks: CharacterDrawing,
// SceneDrawing), so the server walks their element tree into SVG text itself. Route handlers run in React's server
// layer, where `react-dom/server` refuses to load; an SVG tree needs none of what a DOM renderer adds.

/** SVG attributes spelled in camelCase by SVG itself; every other camelCase prop is a hyphenated attribute. */
const CAMEL_ATTRIBUTES = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'stdDeviation',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'textLength',
  'lengthAdjust',
  'spreadMethod',
  'startOffset',
  'pathLength',
]);

const RENAMED: Record<string, string> = { className: 'class', xlinkHref: 'xlink:href', htmlFor: 'for' };

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeName(prop: string): string {
  if (RENAMED[prop]) return RENAMED[prop];
  if (CAMEL_ATTRIBUTES.has(prop) || prop.includes('-')) return prop;
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(v)}`)
    .join(';');
}

function attributes(props: Record<string, unknown>): string {
  let out = '';
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'key' || prop === 'ref') continue;
    if (value === undefined || value === null || value === false || typeof value === 'function') continue;
    const text =
      prop === 'style' && typeof value === 'object'
        ? styleText(value as Record<string, unknown>)
        : value === true
          ? 'true'
          : String(value);
    out += ` ${attributeName(prop)}="${escape(text)}"`;
  }
  return out;
}

/** SVG text of an element tree made of host elements, fragments and hook-free function components. */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement(node)) return '';
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (node.type === Fragment) return svgMarkup(props.children);
  if (typeof node.type === 'function') {
    return svgMarkup((node.type as (p: unknown) => ReactNode)(props));
  }
  if (typeof node.type !== 'string') throw new Error('svgMarkup: only host elements and plain functions');
  const children = svgMarkup(props.children);
  return `<${node.type}${attributes(props)}>${children}</${node.type}>`;
}
