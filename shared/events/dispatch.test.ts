// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { dispatch } from './dispatch';
import { listenerErrorsAsInBrowsers } from '../../test-support/listener-errors';

describe('dispatch', () => {
  it('sends a bubbling event with its detail, heard on the document by its typed name', () => {
    document.body.innerHTML = '<div id="hook"><span></span></div>';
    const hook = document.getElementById('hook')!;
    const heard: unknown[] = [];
    const listener = (event: GlobalEventHandlersEventMap['storefront:error']) => heard.push([event.target, event.detail.island, event.bubbles, event.cancelable]);
    document.addEventListener('storefront:error', listener);
    dispatch(hook, 'storefront:error', { island: 'faq', message: 'x', release: { version: '1.0.0', build: 'abcdef01' } });
    document.removeEventListener('storefront:error', listener);
    expect(heard).toEqual([[hook, 'faq', true, false]]);
  });

  it("does not let a listener's exception reach the dispatcher: the window hears of it, the next listener still runs", () => {
    const { reported, logged } = listenerErrorsAsInBrowsers();
    const hook = document.createElement('div');
    const failure = new Error('theme script broke');
    const next = vi.fn();
    hook.addEventListener('storefront:island', () => {
      throw failure;
    });
    hook.addEventListener('storefront:island', next);
    expect(() => dispatch(hook, 'storefront:island', { name: 'faq', state: 'mounted' })).not.toThrow();
    expect(next).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([failure]);
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
