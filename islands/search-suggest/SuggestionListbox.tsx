import type { Ref } from 'react';
import { message } from '../../shared/messages/message';
import { optionCount, type SuggestGroup, type SuggestOption } from './suggestion-groups';

const IMAGE_SIZE_PX = 40;

interface Props {
  id: string;
  groups: readonly SuggestGroup[];
  /** Index of the active option across all groups, -1 for none. */
  active: number;
  /** Gets the active option's element. */
  activeRef: Ref<HTMLAnchorElement>;
  onChoose: (option: SuggestOption) => void;
}

/**
 * The listbox with its labelled groups of options. Every name is React text, never markup. Options
 * are links (role=option is allowed on <a href>), so a middle click still opens a new tab; tabindex
 * -1 keeps them out of the Tab order, as focus stays in the combobox. A press on the listbox keeps
 * focus in the field, so the click still lands on the option.
 */
export function SuggestionListbox({ id, groups, active, activeRef, onChoose }: Props) {
  return (
    <div className="search-suggest__listbox" id={id} role="listbox" aria-label={message('search-suggest.label')} onPointerDown={(event) => event.preventDefault()}>
      {groups.map((group, g) => {
        const first = optionCount(groups.slice(0, g));
        return (
          <div key={group.id} className="search-suggest__group" role="group" aria-labelledby={`${group.id}-label`}>
            <div className="search-suggest__group-label" id={`${group.id}-label`}>
              {group.label}
            </div>
            {group.options.map((option, i) => (
              <Option key={option.id} option={option} active={first + i === active} activeRef={activeRef} onChoose={onChoose} />
            ))}
          </div>
        );
      })}
    </div>
  );
}

interface OptionProps {
  option: SuggestOption;
  active: boolean;
  activeRef: Ref<HTMLAnchorElement>;
  onChoose: (option: SuggestOption) => void;
}

function Option({ option, active, activeRef, onChoose }: OptionProps) {
  const product = option.image !== undefined || option.price !== undefined;
  return (
    <a
      ref={active ? activeRef : undefined}
      className={product ? 'search-suggest__option search-suggest__option--product' : 'search-suggest__option'}
      id={option.id}
      href={option.href}
      tabIndex={-1}
      role="option"
      aria-selected={active}
      onClick={() => onChoose(option)}
    >
      {option.image !== undefined && <img className="search-suggest__image" alt="" width={IMAGE_SIZE_PX} height={IMAGE_SIZE_PX} loading="lazy" src={option.image} />}
      <span className="search-suggest__name">{option.label}</span>
      {option.price !== undefined && <span className="search-suggest__price">{option.price}</span>}
    </a>
  );
}
