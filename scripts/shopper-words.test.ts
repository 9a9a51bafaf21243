import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shopperWordsIn, shopperWordsOutsideCatalogue } from './shopper-words';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('words a shopper sees or hears', () => {
  it('come from the message catalogue only: none is written in islands/ or shared/', () => {
    expect(shopperWordsOutsideCatalogue(root).map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('are found as JSX text, as a perceived attribute, and as Polish anywhere else, but not in a developer\'s line', () => {
    const code = `
      const a = <p title="Koszyk">Dodaj</p>;
      const b = <Button label={'Dalej'} className="form-error add-to-cart__message" />;
      const c = 'To pole jest wymagane.';
      const d = \`\${count} punktów\`;
      const e = 'Produkty';
      report('failed to load the chunk', error);
      throw new Error(\`\${name} is missing\`);
      const f = 'the hook must be an empty direct child of <body>';
      if (key === 'Enter') go();
      const g = 'cart-line__name';
    `;
    expect(shopperWordsIn('x.tsx', code).map(({ line, text }) => `${line}: ${text}`)).toEqual(['2: Koszyk', '2: Dodaj', '3: Dalej', '4: To pole jest wymagane.', '5:   punktów', '6: Produkty']);
  });
});
