// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleAdoptedNodes } from '../../test-support/settle-adopted-nodes';
import { Adopt, type Owned } from './adopt';
import { AdoptedNodes } from './AdoptedNodes';
import { parseServerHtml } from '../html';

afterEach(cleanup);

describe('AdoptedNodes', () => {
  for (const strict of [false, true]) {
    it(`gives an adopted node its marks ${strict ? 'under StrictMode' : 'once'}`, async () => {
      const content = parseServerHtml('<p class="theme">a</p> <b>c</b>');
      const nodes = [...content.childNodes];
      const p = content.querySelector('p')!;
      const tree = <AdoptedNodes nodes={nodes} owned={new Map([[p, <Adopt node={p} className="theme x" />]])} report={vi.fn()} />;
      render(strict ? <StrictMode>{tree}</StrictMode> : tree);
      await settleAdoptedNodes();
      expect(p.className).toBe('theme x');
    });
  }
});

function Boom({ when = true }: { when?: boolean }): null {
  if (when) throw new Error('boom');
  return null;
}

describe('AdoptedNodes when its root breaks', () => {
  const adopted = () => {
    const content = parseServerHtml('<p class="theme">a</p> <b>c</b>');
    return { nodes: [...content.childNodes], p: content.querySelector('p')! };
  };

  it('reports a first render that crashed, and keeps the server nodes as they came', async () => {
    const { nodes, p } = adopted();
    const report = vi.fn();
    render(<StrictMode><AdoptedNodes nodes={nodes} owned={new Map([[p, <Boom key="p" />]])} report={report} /></StrictMode>);
    await settleAdoptedNodes();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('crashed while rendering'), expect.objectContaining({ message: 'boom' }));
    expect(p.isConnected).toBe(true);
    expect(p.className).toBe('theme');
  });

  it('reports a first render that differs from the nodes, and gives the server nodes back', async () => {
    const { nodes, p } = adopted();
    const report = vi.fn();
    const { container } = render(<StrictMode><AdoptedNodes nodes={nodes} owned={new Map([[p, <span key="p">x</span>]])} report={report} /></StrictMode>);
    await settleAdoptedNodes();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('differ from their first render'), expect.anything());
    expect(container.querySelector('div')!.firstChild).toBe(p);
    expect(container.querySelector('span')).toBeNull();
  });

  it('renders new marks once awake, and reports a crash in them with the server nodes back', async () => {
    const { nodes, p } = adopted();
    const report = vi.fn();
    const view = (owned: Owned) => <StrictMode><AdoptedNodes nodes={nodes} owned={owned} report={report} /></StrictMode>;
    const { rerender } = render(view(new Map([[p, <Adopt key="p" node={p} className="theme x" />]])));
    await settleAdoptedNodes();
    rerender(view(new Map([[p, <Adopt key="p" node={p} className="theme y" />]])));
    await settleAdoptedNodes();
    expect(p.className).toBe('theme y');
    rerender(view(new Map([[p, <Boom key="p" />]])));
    await settleAdoptedNodes();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('crashed while rendering'), expect.objectContaining({ message: 'boom' }));
    expect(p.isConnected).toBe(true);
    expect(p.className).toBe('theme');
  });
});
