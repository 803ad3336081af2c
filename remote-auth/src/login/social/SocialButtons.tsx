import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, errorBody } from '@portal/shell/platform';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import { useRegistrationLinkMutation } from '../api';
import { AppleMark, GoogleMark } from './brand';
import { PROVIDER_NAMES, rememberSignIn } from './socialState';

interface SocialButtonsProps {
  providers: readonly SocialProvider[];
  onError: (message: string) => void;
}

/** "Continue with Apple" and "Continue with Google": off to the provider with a fresh flow. */
export function SocialButtons({ providers, onError }: SocialButtonsProps) {
  const intl = useIntl();
  const [registrationLink] = useRegistrationLinkMutation();
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setLeaving(provider);
    try {
      const { url, state } = await registrationLink(provider).unwrap();
      rememberSignIn({ provider, state });
      window.location.assign(url);
    } catch (failure) {
      setLeaving(null);
      // Spec §7: with no server message, "Error initiating Google login".
      onError(
        errorBody(failure)?.message ??
          intl.formatMessage({ id: 'auth.social.error' }, { provider: PROVIDER_NAMES[provider] }),
      );
    }
  };

  if (providers.length === 0) return null;
  return (
    <div className="auth-social">
      {/* Apple asks for its button to be at least as prominent as any other: it comes first. */}
      {providers.includes('apple') ? (
        <Button
          variant="secondary"
          className="auth-social-button auth-social-apple"
          busy={leaving === 'apple'}
          onClick={() => void start('apple')}
        >
          <AppleMark />
          <FormattedMessage id="auth.social.apple" />
        </Button>
      ) : null}
      {providers.includes('google') ? (
        <Button
          variant="secondary"
          className="auth-social-button auth-social-google"
          busy={leaving === 'google'}
          onClick={() => void start('google')}
        >
          <GoogleMark />
          <FormattedMessage id="auth.social.google" />
        </Button>
      ) : null}
    </div>
  );
}
