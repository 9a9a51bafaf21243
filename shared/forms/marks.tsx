/**
 * What a shopper sees change on a server form's own nodes (a field's invalid state and message, a
 * locked or captcha-held submit button, the captcha's hint), as data React renders onto the adopted
 * nodes (`Marks`), never written by hand. A form shows the same marked elements from its first render
 * on; only what each mark says changes. Gone with the form, every node is as the server left it.
 */
import { Fragment, useLayoutEffect, useState, type ReactNode } from 'react';
import { Adopt, Added, adoptNodes, useServerChildren, type Owned } from '../ui/adopt';
import { AdoptedNodes } from '../ui/AdoptedNodes';

export interface Mark {
  /** Classes beside the server's. */
  classes?: readonly string[];
  /** Ids of descriptions after the server's own `aria-describedby`. */
  describedBy?: readonly string[];
  invalid?: boolean;
  /** Disabled whatever the server said (a server-disabled element stays disabled). */
  disabled?: boolean;
  busy?: boolean;
  /** The browser's own validation bubbles off (a form whose messages React draws). */
  noValidate?: boolean;
  /** A new number moves the focus to the element, once it shows its marks. */
  focus?: number;
  /** Elements React adds at the element's end; say it (null) from the first render if it ever adds some. */
  after?: ReactNode;
}

export type Marks = ReadonlyMap<Element, Mark>;

const join = (lists: readonly (readonly string[] | undefined)[]) => lists.flatMap((list) => list ?? []);

/** The marks of several sources on one form: lists joined, any `true` wins, every source's additions. */
export function mergeMarks(...sources: Marks[]): Marks {
  const merged = new Map<Element, Mark[]>();
  for (const source of sources) for (const [element, mark] of source) merged.set(element, [...(merged.get(element) ?? []), mark]);
  return new Map(
    [...merged].map(([element, marks]) => {
      const additions = marks.filter((mark) => mark.after !== undefined);
      const mark: Mark = {
        classes: join(marks.map((m) => m.classes)),
        describedBy: join(marks.map((m) => m.describedBy)),
        invalid: marks.some((m) => m.invalid),
        disabled: marks.some((m) => m.disabled),
        busy: marks.some((m) => m.busy),
        noValidate: marks.some((m) => m.noValidate),
        focus: Math.max(0, ...marks.map((m) => m.focus ?? 0)) || undefined,
        after: additions.length ? additions.map((m, i) => <Fragment key={i}>{m.after}</Fragment>) : undefined,
      };
      return [element, mark];
    }),
  );
}

const spaced = (...parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/** What the server said of the attributes a mark changes, read before React gives any. */
function readServer(node: Element) {
  return { className: node.getAttribute('class'), describedBy: node.getAttribute('aria-describedby'), invalid: node.getAttribute('aria-invalid'), disabled: node.hasAttribute('disabled') };
}

/** A marked element: the very node, its marks on the server's attributes, its children adopted around what React adds. */
function Marked({ node, mark, owned }: { node: Element; mark: Mark; owned: Owned }): ReactNode {
  const [server] = useState(() => readServer(node));
  const children = useServerChildren(node);
  useLayoutEffect(() => {
    if (mark.focus && node instanceof HTMLElement) node.focus();
  }, [node, mark.focus]);
  const props = {
    className: spaced(server.className, ...(mark.classes ?? [])),
    'aria-describedby': spaced(server.describedBy, ...(mark.describedBy ?? [])),
    'aria-invalid': mark.invalid ? 'true' : (server.invalid ?? undefined),
    'aria-busy': mark.busy ? 'true' : undefined,
    disabled: mark.disabled || server.disabled || undefined,
    noValidate: mark.noValidate || undefined,
  };
  const holds = mark.after !== undefined || [...owned.keys()].some((element) => element !== node && node.contains(element));
  if (!holds) return <Adopt node={node} {...props} />;
  return (
    <Adopt node={node} {...props}>
      {adoptNodes(children, owned)}
      <Added>{mark.after}</Added>
    </Adopt>
  );
}

/** The marked elements as React renders them among adopted nodes (`adoptNodes`). */
export function adoptMarked(marks: Marks): Owned {
  const owned = new Map<Element, ReactNode>();
  for (const [node, mark] of marks) owned.set(node, <Marked node={node} mark={mark} owned={owned} />);
  return owned;
}

export interface MarksProps {
  /** The form's server nodes (parsed, or a template's copy), moved in as they are; they keep their identity while shown. */
  nodes: readonly Node[];
  marks: Marks;
  className?: string;
  report: (problem: string, cause?: unknown) => void;
}

/** A server form's nodes, adopted, with the marks React renders on them. */
export function Marks({ nodes, marks, className, report }: MarksProps): ReactNode {
  return <AdoptedNodes nodes={nodes} owned={adoptMarked(marks)} className={className} report={report} />;
}
