// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleAdoptedNodes } from '../../test-support/settle-adopted-nodes';
import { Adopt } from './adopt';
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
