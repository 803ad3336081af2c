import { useIntl } from 'react-intl';
import {
  franchisePreset,
  isFranchise,
  themeByBackendValue,
} from '@portal/shared/profiles/franchises';
import type { FranchiseCode } from '@portal/shared/profiles/franchises';
import './outro.css';

export interface OutroCard {
  fullName: string;
  phone: string;
  email: string;
  website: string;
  extraLine: string;
  photoUrl?: string | null;
  logoUrl?: string | null;
  colorPrimary: string;
  colorSecondary: string;
  /** Backend value of the theme ('dark' = Black, '' = White). */
  theme: string;
  franchise: FranchiseCode;
}

/**
 * The branded end card of a video as the app renders it, drawn from the profile's values. The
 * wizard shows it live from the form, the users list from the saved profile: one component, so
 * both always agree.
 */
export function OutroPreview({ card }: { card: OutroCard }) {
  const intl = useIntl();
  const theme = themeByBackendValue(card.theme) ?? themeByBackendValue('dark')!;
  const preset = isFranchise(card.franchise) ? franchisePreset(card.franchise) : undefined;
  const background = preset?.outroBackground ?? theme.outroColor;
  const text = theme.iconVariables.color_text;
  return (
    <figure
      className="outro-card"
      style={{ background, color: preset ? readableOn(background) : text }}
      aria-label={intl.formatMessage({ id: 'profiles.outro.label' })}
      data-theme={theme.label}
    >
      <div className="outro-band" style={{ background: card.colorPrimary }} aria-hidden="true" />
      {card.logoUrl ? (
        <img
          className="outro-logo"
          src={card.logoUrl}
          alt={intl.formatMessage({ id: 'profiles.outro.logo' })}
        />
      ) : preset ? (
        <p className="outro-wordmark" style={{ borderColor: card.colorSecondary }}>
          {preset.label}
        </p>
      ) : null}
      {card.photoUrl ? (
        <img
          className="outro-photo"
          src={card.photoUrl}
          alt={intl.formatMessage({ id: 'profiles.outro.photo' })}
          style={{ borderColor: card.colorSecondary }}
        />
      ) : null}
      <figcaption className="outro-text">
        <strong className="outro-name">{card.fullName}</strong>
        {[card.phone, card.email, card.website, card.extraLine].filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </figcaption>
      <div className="outro-band" style={{ background: card.colorSecondary }} aria-hidden="true" />
    </figure>
  );
}

/** Black or white text, whichever reads on a franchise's outro background. */
function readableOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#000000' : '#FFFFFF';
}
