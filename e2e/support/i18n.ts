import platformEnus from '@portal/shared/i18n/catalogs/en-us';
import platformFr from '@portal/shared/i18n/catalogs/fr';
import platformPt from '@portal/shared/i18n/catalogs/pt';
import platformEs from '@portal/shared/i18n/catalogs/es';
import platformIt from '@portal/shared/i18n/catalogs/it';
import platformDe from '@portal/shared/i18n/catalogs/de';
import platformBr from '@portal/shared/i18n/catalogs/br';
import accountEnus from '../../remote-account/src/i18n/en-us';
import accountFr from '../../remote-account/src/i18n/fr';
import accountPt from '../../remote-account/src/i18n/pt';
import accountEs from '../../remote-account/src/i18n/es';
import accountIt from '../../remote-account/src/i18n/it';
import accountDe from '../../remote-account/src/i18n/de';
import accountBr from '../../remote-account/src/i18n/br';
import authEnus from '../../remote-auth/src/i18n/en-us';
import authFr from '../../remote-auth/src/i18n/fr';
import authPt from '../../remote-auth/src/i18n/pt';
import authEs from '../../remote-auth/src/i18n/es';
import authIt from '../../remote-auth/src/i18n/it';
import authDe from '../../remote-auth/src/i18n/de';
import authBr from '../../remote-auth/src/i18n/br';
import checkoutEnus from '../../remote-checkout/src/i18n/en-us';
import checkoutFr from '../../remote-checkout/src/i18n/fr';
import checkoutPt from '../../remote-checkout/src/i18n/pt';
import checkoutEs from '../../remote-checkout/src/i18n/es';
import checkoutIt from '../../remote-checkout/src/i18n/it';
import checkoutDe from '../../remote-checkout/src/i18n/de';
import checkoutBr from '../../remote-checkout/src/i18n/br';
import profilesEnus from '../../remote-profiles/src/i18n/en-us';
import profilesFr from '../../remote-profiles/src/i18n/fr';
import profilesPt from '../../remote-profiles/src/i18n/pt';
import profilesEs from '../../remote-profiles/src/i18n/es';
import profilesIt from '../../remote-profiles/src/i18n/it';
import profilesDe from '../../remote-profiles/src/i18n/de';
import profilesBr from '../../remote-profiles/src/i18n/br';
import kitEnus from '../../shell/src/kit/i18n/en-us';
import kitFr from '../../shell/src/kit/i18n/fr';
import kitPt from '../../shell/src/kit/i18n/pt';
import kitEs from '../../shell/src/kit/i18n/es';
import kitIt from '../../shell/src/kit/i18n/it';
import kitDe from '../../shell/src/kit/i18n/de';
import kitBr from '../../shell/src/kit/i18n/br';
import onDemandEnus from '@portal/shared/i18n/kit-on-demand/en-us';
import onDemandFr from '@portal/shared/i18n/kit-on-demand/fr';
import onDemandPt from '@portal/shared/i18n/kit-on-demand/pt';
import onDemandEs from '@portal/shared/i18n/kit-on-demand/es';
import onDemandIt from '@portal/shared/i18n/kit-on-demand/it';
import onDemandDe from '@portal/shared/i18n/kit-on-demand/de';
import onDemandBr from '@portal/shared/i18n/kit-on-demand/br';
import importTextsEnus from '@portal/shared/i18n/delivery/import/en-us';
import importTextsFr from '@portal/shared/i18n/delivery/import/fr';
import importTextsPt from '@portal/shared/i18n/delivery/import/pt';
import importTextsEs from '@portal/shared/i18n/delivery/import/es';
import importTextsIt from '@portal/shared/i18n/delivery/import/it';
import importTextsDe from '@portal/shared/i18n/delivery/import/de';
import importTextsBr from '@portal/shared/i18n/delivery/import/br';
import rolesEnus from '@portal/shared/i18n/roles/en-us';
import rolesFr from '@portal/shared/i18n/roles/fr';
import rolesPt from '@portal/shared/i18n/roles/pt';
import rolesEs from '@portal/shared/i18n/roles/es';
import rolesIt from '@portal/shared/i18n/roles/it';
import rolesDe from '@portal/shared/i18n/roles/de';
import rolesBr from '@portal/shared/i18n/roles/br';
import accountSwitchEnus from '@portal/shared/i18n/account-switch/en-us';
import accountSwitchFr from '@portal/shared/i18n/account-switch/fr';
import accountSwitchPt from '@portal/shared/i18n/account-switch/pt';
import accountSwitchEs from '@portal/shared/i18n/account-switch/es';
import accountSwitchIt from '@portal/shared/i18n/account-switch/it';
import accountSwitchDe from '@portal/shared/i18n/account-switch/de';
import accountSwitchBr from '@portal/shared/i18n/account-switch/br';
import joinEnus from '../../remote-auth/src/join/i18n/en-us';
import joinFr from '../../remote-auth/src/join/i18n/fr';
import joinPt from '../../remote-auth/src/join/i18n/pt';
import joinEs from '../../remote-auth/src/join/i18n/es';
import joinIt from '../../remote-auth/src/join/i18n/it';
import joinDe from '../../remote-auth/src/join/i18n/de';
import joinBr from '../../remote-auth/src/join/i18n/br';
import secondFactorStepEnus from '../../remote-auth/src/login/second-factor/i18n/en-us';
import secondFactorStepFr from '../../remote-auth/src/login/second-factor/i18n/fr';
import secondFactorStepPt from '../../remote-auth/src/login/second-factor/i18n/pt';
import secondFactorStepEs from '../../remote-auth/src/login/second-factor/i18n/es';
import secondFactorStepIt from '../../remote-auth/src/login/second-factor/i18n/it';
import secondFactorStepDe from '../../remote-auth/src/login/second-factor/i18n/de';
import secondFactorStepBr from '../../remote-auth/src/login/second-factor/i18n/br';
import restoreStepEnus from '../../remote-auth/src/login/restore/i18n/en-us';
import restoreStepFr from '../../remote-auth/src/login/restore/i18n/fr';
import restoreStepPt from '../../remote-auth/src/login/restore/i18n/pt';
import restoreStepEs from '../../remote-auth/src/login/restore/i18n/es';
import restoreStepIt from '../../remote-auth/src/login/restore/i18n/it';
import restoreStepDe from '../../remote-auth/src/login/restore/i18n/de';
import restoreStepBr from '../../remote-auth/src/login/restore/i18n/br';
import secondFactorRecoveryEnus from '../../remote-auth/src/second-factor-recovery/i18n/en-us';
import secondFactorRecoveryFr from '../../remote-auth/src/second-factor-recovery/i18n/fr';
import secondFactorRecoveryPt from '../../remote-auth/src/second-factor-recovery/i18n/pt';
import secondFactorRecoveryEs from '../../remote-auth/src/second-factor-recovery/i18n/es';
import secondFactorRecoveryIt from '../../remote-auth/src/second-factor-recovery/i18n/it';
import secondFactorRecoveryDe from '../../remote-auth/src/second-factor-recovery/i18n/de';
import secondFactorRecoveryBr from '../../remote-auth/src/second-factor-recovery/i18n/br';
import type { Locale } from '@portal/shared/i18n/locales';
import type { MessageId } from '@portal/shell/platform';
// The messages.ts files register with the platform, so the suite reads the catalogues directly.
import type {} from '../../remote-account/src/i18n/messages';
import type {} from '../../remote-auth/src/i18n/messages';
import type {} from '../../remote-checkout/src/i18n/messages';
import type {} from '../../remote-profiles/src/i18n/messages';
import type {} from '../../shell/src/kit/i18n/messages';
import type {} from '../../shell/src/platform/ui/kitOnDemand';
import type {} from '../../remote-profiles/src/import/importMessages';
import type {} from '../../shell/src/roles/roleMessages';
import type {} from '../../remote-auth/src/join/messages';
import type {} from '../../remote-auth/src/login/second-factor/messages';
import type {} from '../../remote-auth/src/second-factor-recovery/messages';
import type {} from '../../shell/src/layout/accountSwitch/messages';

const catalogues: Record<Locale, Record<MessageId, string>> = {
  'en-us': {
    ...platformEnus,
    ...accountEnus,
    ...authEnus,
    ...checkoutEnus,
    ...profilesEnus,
    ...kitEnus,
    ...onDemandEnus,
    ...importTextsEnus,
    ...rolesEnus,
    ...joinEnus,
    ...secondFactorStepEnus,
    ...restoreStepEnus,
    ...secondFactorRecoveryEnus,
    ...accountSwitchEnus,
  },
  fr: {
    ...platformFr,
    ...accountFr,
    ...authFr,
    ...checkoutFr,
    ...profilesFr,
    ...kitFr,
    ...onDemandFr,
    ...importTextsFr,
    ...rolesFr,
    ...joinFr,
    ...secondFactorStepFr,
    ...restoreStepFr,
    ...secondFactorRecoveryFr,
    ...accountSwitchFr,
  },
  pt: {
    ...platformPt,
    ...accountPt,
    ...authPt,
    ...checkoutPt,
    ...profilesPt,
    ...kitPt,
    ...onDemandPt,
    ...importTextsPt,
    ...rolesPt,
    ...joinPt,
    ...secondFactorStepPt,
    ...restoreStepPt,
    ...secondFactorRecoveryPt,
    ...accountSwitchPt,
  },
  es: {
    ...platformEs,
    ...accountEs,
    ...authEs,
    ...checkoutEs,
    ...profilesEs,
    ...kitEs,
    ...onDemandEs,
    ...importTextsEs,
    ...rolesEs,
    ...joinEs,
    ...secondFactorStepEs,
    ...restoreStepEs,
    ...secondFactorRecoveryEs,
    ...accountSwitchEs,
  },
  it: {
    ...platformIt,
    ...accountIt,
    ...authIt,
    ...checkoutIt,
    ...profilesIt,
    ...kitIt,
    ...onDemandIt,
    ...importTextsIt,
    ...rolesIt,
    ...joinIt,
    ...secondFactorStepIt,
    ...restoreStepIt,
    ...secondFactorRecoveryIt,
    ...accountSwitchIt,
  },
  de: {
    ...platformDe,
    ...accountDe,
    ...authDe,
    ...checkoutDe,
    ...profilesDe,
    ...kitDe,
    ...onDemandDe,
    ...importTextsDe,
    ...rolesDe,
    ...joinDe,
    ...secondFactorStepDe,
    ...restoreStepDe,
    ...secondFactorRecoveryDe,
    ...accountSwitchDe,
  },
  br: {
    ...platformBr,
    ...accountBr,
    ...authBr,
    ...checkoutBr,
    ...profilesBr,
    ...kitBr,
    ...onDemandBr,
    ...importTextsBr,
    ...rolesBr,
    ...joinBr,
    ...secondFactorStepBr,
    ...restoreStepBr,
    ...secondFactorRecoveryBr,
    ...accountSwitchBr,
  },
};

const format = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce<string>(
    (result, [name, value]) => result.replace(`{${name}}`, value),
    text,
  );

/** The English text of a message, so the suite finds elements by what a person reads. */
export const t = (id: MessageId, values: Record<string, string> = {}) =>
  format(catalogues['en-us'][id], values);

/** The same in another language of the portal. */
export const tIn =
  (locale: Locale) =>
  (id: MessageId, values: Record<string, string> = {}) =>
    format(catalogues[locale][id], values);
