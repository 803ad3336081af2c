/**
 * The portal's remotes, once: every rspack.config.ts, the shell's registry, the API's static
 * serving and runtime config, scripts/ and the e2e suite read this table. A new remote is one entry.
 */
export const REMOTES = {
  auth: {
    mfName: 'portal_auth',
    dir: 'remote-auth',
    devPort: 3001,
    exposes: {
      './LoginPage': './src/login/LoginPage',
      './CreateAccountPage': './src/create-account/CreateAccountPage',
      './ForgotPage': './src/forgot/ForgotPage',
      './RecoverPage': './src/recover/RecoverPage',
      './JoinPage': './src/join/JoinPage',
      './SecondFactorRecoveryPage': './src/second-factor-recovery/SecondFactorRecoveryPage',
    },
  },
  checkout: {
    mfName: 'portal_checkout',
    dir: 'remote-checkout',
    devPort: 3002,
    exposes: {
      './CheckoutPage': './src/checkout/CheckoutPage',
    },
  },
  profiles: {
    mfName: 'portal_profiles',
    dir: 'remote-profiles',
    devPort: 3003,
    exposes: {
      './UsersTab': './src/users/UsersTab',
      './UserWizardPage': './src/user-wizard/UserWizardPage',
      './VideoPage': './src/video/VideoPage',
      './BrandKitPage': './src/brand-kit/BrandKitPage',
    },
  },
  account: {
    mfName: 'portal_account',
    dir: 'remote-account',
    devPort: 3004,
    exposes: {
      './BillingTab': './src/billing/BillingTab',
      './SettingsTab': './src/settings/SettingsTab',
      './ActivityTab': './src/activity/ActivityTab',
      './SecondFactorSetupPage': './src/security/second-factor/SecondFactorSetupPage',
    },
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** An exposed module of one remote, e.g. `RemoteModuleName<'auth'>` = './LoginPage' | ... */
export type RemoteModuleName<R extends RemoteName = RemoteName> = {
  [N in R]: keyof (typeof REMOTES)[N]['exposes'];
}[R];

/** The shell's own dev port; remotes use theirs from the table. */
export const SHELL_DEV_PORT = 3000;

/** Where a remote's build is served beside the shell, and the runtime config's default for it. */
export const remoteBasePath = (name: RemoteName) => `/remotes/${name}`;
export const defaultManifestPath = (name: RemoteName) => `${remoteBasePath(name)}/mf-manifest.json`;

export const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && Object.hasOwn(REMOTES, value);
