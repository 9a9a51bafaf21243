import { describeElement } from '../runtime/report';

/** Where the notice is drawn, and what is wrong with where the theme put its hook. */
export interface CookieNoticeMarkup {
  /** The hook's own nodes, adopted as they are (none when it is placed as it should be). */
  nodes: readonly Node[];
  /**
   * The hook, when it is an empty child of <body>; else <body> itself, where the notice neither takes the
   * place of the theme's content in the hook nor hides with an element around it (a tab panel, a menu).
   */
  home: HTMLElement;
  /** What the console is told once when the hook is not an empty child of <body>; null when it is. */
  misplaced: string | null;
}

/** At most this many characters of the hook's own text are quoted in the message. */
const QUOTED = 40;

/** The hook's content in a few words: its text, else its first element; null when it has neither. */
function contentOf(element: HTMLElement): string | null {
  const text = element.textContent!.trim().replace(/\s+/g, ' ');
  if (text) return `"${text.length > QUOTED ? text.slice(0, QUOTED).trimEnd() + '…' : text}"`;
  return element.firstElementChild && describeElement(element.firstElementChild);
}

export function readCookieNotice(element: HTMLElement): CookieNoticeMarkup {
  const content = contentOf(element);
  // Boot finds hooks below <html>: every hook has a parent.
  const parent = element.parentElement!;
  const wrong = [content && `holds ${content}`, parent !== document.body && `sits in ${describeElement(parent)}`].filter(Boolean);
  const nodes = [...element.childNodes];
  if (!wrong.length) return { nodes, home: element, misplaced: null };
  return {
    nodes,
    home: document.body,
    misplaced: `the hook must be an empty direct child of <body>, but it ${wrong.join(' and ')}: the notice is drawn at the end of <body> instead, and the hook's content is left as it is`,
  };
}
