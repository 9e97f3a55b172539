/** Impressum, privacy policy and the footer's page links. Part of the `de` catalogue (see ../de.ts). */
export const legalTexts = {
  legal: {
    impressum: 'Impressum',
    privacyPolicy: 'Datenschutzerklärung',
    privacyPolicyShort: 'Datenschutz',
    impressumNotSet: 'Der Betreiber dieser Seite hat noch kein Impressum hinterlegt.',
    privacyPolicyNotSet: 'Der Betreiber dieser Seite hat noch keine Datenschutzerklärung hinterlegt.',
    loadError: 'Der Text konnte nicht geladen werden.',
  },
  footerPages: {
    heading: 'Über die Seite',
    pricing: 'Preise',
    faq: 'FAQ',
    about: 'Über uns',
  },
} as const;
