import { openDialog } from '../../shared/ui/dialog';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import type { popupSchema } from './schema';

const popup: IslandModule<PropsOf<typeof popupSchema>> = {
  mount(element, props) {
    const template = document.getElementById(props.popupTemplate);
    if (!(template instanceof HTMLTemplateElement)) throw new Error(`#${props.popupTemplate} is not a <template>`);
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      openDialog({ title: props.popupTitle, content: template.content.cloneNode(true), opener: element });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  },
};

export default popup;
