import { FormattedMessage, useIntl } from 'react-intl';
import type { TBrandKit } from '@portal/shared/api/brand-kit';
import { kitSets, type BrandKitField } from '@portal/shared/validation/brand-kit';
import { Button, type MessageId } from '@portal/shell/platform';

/**
 * Under a field the company's brand kit sets and does not lock: whether the profile follows the
 * kit (has its value) or overrides it, and on an overriding field "Use the brand kit's value",
 * which puts the kit's value back (sent, it makes the profile follow the kit again:
 * shared/src/validation/brand-kit.ts). Nothing for a field the kit leaves alone or locks (a
 * locked field is read-only with its reason instead).
 */
export function KitFieldStatus({
  kit,
  field,
  label,
  follows,
  onUse,
}: {
  kit: TBrandKit | undefined;
  field: BrandKitField;
  /** The field's label, naming the button among the step's others. */
  label: MessageId;
  follows: boolean;
  onUse: () => void;
}) {
  const intl = useIntl();
  if (!kit || kit.locked.includes(field) || !kitSets(kit, field)) return null;
  return (
    <div className="profiles-kit-status" data-kit-field={field}>
      <p className={follows ? 'profiles-muted' : 'profiles-kit-overrides'}>
        <FormattedMessage id={follows ? 'profiles.kit.follows' : 'profiles.kit.overrides'} />
      </p>
      {follows ? null : (
        <Button
          variant="link"
          small
          aria-label={intl.formatMessage(
            { id: 'profiles.kit.useKitFor' },
            { field: intl.formatMessage({ id: label }) },
          )}
          onClick={onUse}
        >
          <FormattedMessage id="profiles.kit.useKit" />
        </Button>
      )}
    </div>
  );
}
