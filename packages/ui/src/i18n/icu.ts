/**
 * A small ICU MessageFormat formatter: {name}, {n, number}, {n, plural, =0 {…} one {…} other {…}}
 * with #, and {x, select, a {…} other {…}}. Plural categories come from Intl.PluralRules, so
 * Arabic's zero/one/two/few/many/other all work.
 */
import { isolateRightToLeft, toAsciiDigits } from '@darsak/shared';

type Node =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; options: Record<string, Node[]> };

const parse = (source: string): Node[] => {
  let index = 0;

  const parseNodes = (inPlural: boolean): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (index < source.length) {
      const char = source[index]!;
      if (char === '}') break;
      if (char === '{') {
        flush();
        nodes.push(parseArgument());
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'pound' });
        index += 1;
        continue;
      }
      text += char;
      index += 1;
    }
    flush();
    return nodes;
  };

  const readUntil = (stops: string): string => {
    let value = '';
    while (index < source.length && !stops.includes(source[index]!)) value += source[index++];
    return value.trim();
  };

  const parseArgument = (): Node => {
    index += 1; // {
    const name = readUntil(',}');
    if (source[index] === '}') {
      index += 1;
      return { kind: 'arg', name };
    }
    index += 1; // ,
    const type = readUntil(',}');
    if (source[index] === '}') {
      index += 1;
      return type === 'number' ? { kind: 'number', name } : { kind: 'arg', name };
    }
    index += 1; // ,
    const options: Record<string, Node[]> = {};
    while (index < source.length) {
      const key = readUntil('{}');
      if (source[index] !== '{' || !key) break;
      index += 1;
      options[key] = parseNodes(type === 'plural');
      index += 1; // }
    }
    index += 1; // closing }
    return { kind: type === 'plural' ? 'plural' : 'select', name, options };
  };

  return parseNodes(false);
};

export type MessageValues = Record<string, string | number | null | undefined>;

/**
 * The number a plural counts. A count may come already written in the page's digits («٦», «٢٫٥»,
 * «١٬٢٠٠», from `format.number`): it is read back, so its words agree with it all the same.
 */
const countOf = (value: string | number | null | undefined): number =>
  typeof value === 'number'
    ? value
    : Number(
        toAsciiDigits(String(value ?? 0))
          .replace(/[\u066c,\s\u00a0\u202f]/g, '')
          .replace('\u066b', '.'),
      );

const cache = new Map<string, Node[]>();

const rightToLeftLocale = /^(ar|fa|he|ur)\b/;

/**
 * A right-to-left value inside a left-to-right message is set apart (see isolateRightToLeft). In an
 * Arabic message a Latin name or address needs no such care: its digits are Arabic-Indic, which
 * do not join a Latin run, and its punctuation ends up where an Arabic reader expects it; so Arabic
 * text stays free of invisible marks.
 */
const isolate = (locale: string, value: string): string =>
  rightToLeftLocale.test(locale) ? value : isolateRightToLeft(value);

export const formatMessage = (
  locale: string,
  source: string,
  values: MessageValues = {},
): string => {
  let nodes = cache.get(source);
  if (!nodes) {
    nodes = parse(source);
    cache.set(source, nodes);
  }
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);

  /** `count` is how `#` shows a plural's count: as written when it came written, else formatted. */
  const render = (list: Node[], count: string | undefined): string =>
    list
      .map((node) => {
        if (typeof node === 'string') return node;
        if (node.kind === 'pound') return count ?? '#';
        const value = values[node.name];
        if (node.kind === 'arg')
          return value === undefined || value === null ? '' : isolate(locale, String(value));
        if (node.kind === 'number')
          return typeof value === 'number' ? numbers.format(value) : String(value ?? '');
        if (node.kind === 'plural') {
          const n = countOf(value);
          const branch =
            node.options[`=${n}`] ?? node.options[plurals.select(n)] ?? node.options.other ?? [];
          return render(branch, typeof value === 'string' ? value : numbers.format(n));
        }
        const branch = node.options[String(value)] ?? node.options.other ?? [];
        return render(branch, count);
      })
      .join('');

  return render(nodes, undefined);
};
