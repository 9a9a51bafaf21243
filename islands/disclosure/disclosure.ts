import type { IslandModule } from '../runtime/types';
import type { PropsOf } from '../runtime/schema';
import type { disclosureSchema } from './schema';
import { slideDetails } from './slide';

type Props = PropsOf<typeof disclosureSchema>;

const disclosure: IslandModule<Props> = {
  mount(element, props) {
    const summary = element.querySelector(':scope > summary');
    if (!(element instanceof HTMLDetailsElement) || !(summary instanceof HTMLElement)) {
      throw new Error('the hook must be a <details> element whose first child is a <summary>');
    }
    const details = element;
    const syncExpanded = () => summary.setAttribute('aria-expanded', String(details.open));
    let wantOpen = details.open;
    const setOpen = (open: boolean) => {
      wantOpen = open;
      summary.setAttribute('aria-expanded', String(open));
      void slideDetails(details, open);
    };

    const onSummaryClick = (event: MouseEvent) => {
      event.preventDefault();
      setOpen(!wantOpen);
    };
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wantOpen) return;
      event.stopPropagation();
      setOpen(false);
      summary.focus();
    };
    const onOutside = (event: PointerEvent) => {
      if (wantOpen && props.closeOutside && !details.contains(event.target as Node)) setOpen(false);
    };
    // Another script, or the native name-group of an accordion, may toggle the element directly.
    const onToggle = () => {
      wantOpen = details.open;
      syncExpanded();
    };

    syncExpanded();
    summary.addEventListener('click', onSummaryClick);
    details.addEventListener('keydown', onKeydown);
    details.addEventListener('toggle', onToggle);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      summary.removeEventListener('click', onSummaryClick);
      details.removeEventListener('keydown', onKeydown);
      details.removeEventListener('toggle', onToggle);
      document.removeEventListener('pointerdown', onOutside);
    };
  },
};

export default disclosure;
