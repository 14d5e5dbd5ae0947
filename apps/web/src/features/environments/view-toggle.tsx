import { useTranslation } from 'react-i18next';
import { icon } from '../../components/icons';
import type { EnvironmentsView } from './environments-view';

const GridIcon = icon(['M4 4h7v7H4Z', 'M13 4h7v7h-7Z', 'M4 13h7v7H4Z', 'M13 13h7v7h-7Z']);
const ListIcon = icon(['M8 6h12', 'M8 12h12', 'M8 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01']);

/** Cards or list: two pressed-state buttons in a labelled group (a choice of two, read as such). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: EnvironmentsView;
  onChange: (view: EnvironmentsView) => void;
}) {
  const { t } = useTranslation('environments');
  const option = (value: EnvironmentsView, label: string, Icon: typeof GridIcon) => (
    <button
      type="button"
      className={`btn btn-sm btn-decorated ${view === value ? 'btn-soft' : 'btn-plain'}`}
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      <Icon />
      {label}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not form fields: a fieldset would bring a legend and form semantics.
    <div role="group" aria-label={t('view.label')} className="view-toggle">
      {option('grid', t('view.grid'), GridIcon)}
      {option('list', t('view.list'), ListIcon)}
    </div>
  );
}
