// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineMessage } from './InlineMessage';

afterEach(cleanup);

describe('InlineMessage', () => {
  it('is a paragraph with the given class, saying the text, hidden while the text is ""', () => {
    const { container, rerender } = render(<InlineMessage className="form-error" text="" />, { reactStrictMode: true });
    const paragraph = container.querySelector('p.form-error') as HTMLParagraphElement;
    expect(paragraph.hidden).toBe(true);
    rerender(<InlineMessage className="form-error" text="Proszę wybrać opcję produktu" />);
    expect(container.querySelector('p.form-error')).toBe(paragraph);
    expect(paragraph.hidden).toBe(false);
    expect(paragraph.textContent).toBe('Proszę wybrać opcję produktu');
  });

  it('passes on the attributes an error needs (an id to be described by, an alert role)', () => {
    render(<InlineMessage className="form-error" text="Błąd" id="email-error" role="alert" />, { reactStrictMode: true });
    expect(screen.getByRole('alert').id).toBe('email-error');
  });
});
