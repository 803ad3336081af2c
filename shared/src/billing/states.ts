/**
 * States and provinces (issue 39) of the countries whose postal addresses carry one: the checkout's
 * step 2 and the billing details show them as a select, and an address in these countries needs
 * one. Codes as the postal services write them (ISO 3166-2 without the country); names as the
 * country writes them, the same in every language.
 */
export const STATES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
    AS: 'American Samoa',
    GU: 'Guam',
    MP: 'Northern Mariana Islands',
    PR: 'Puerto Rico',
    VI: 'U.S. Virgin Islands',
  },
  CA: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Québec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  AU: {
    ACT: 'Australian Capital Territory',
    NSW: 'New South Wales',
    NT: 'Northern Territory',
    QLD: 'Queensland',
    SA: 'South Australia',
    TAS: 'Tasmania',
    VIC: 'Victoria',
    WA: 'Western Australia',
  },
  BR: {
    AC: 'Acre',
    AL: 'Alagoas',
    AP: 'Amapá',
    AM: 'Amazonas',
    BA: 'Bahia',
    CE: 'Ceará',
    DF: 'Distrito Federal',
    ES: 'Espírito Santo',
    GO: 'Goiás',
    MA: 'Maranhão',
    MT: 'Mato Grosso',
    MS: 'Mato Grosso do Sul',
    MG: 'Minas Gerais',
    PA: 'Pará',
    PB: 'Paraíba',
    PR: 'Paraná',
    PE: 'Pernambuco',
    PI: 'Piauí',
    RJ: 'Rio de Janeiro',
    RN: 'Rio Grande do Norte',
    RS: 'Rio Grande do Sul',
    RO: 'Rondônia',
    RR: 'Roraima',
    SC: 'Santa Catarina',
    SP: 'São Paulo',
    SE: 'Sergipe',
    TO: 'Tocantins',
  },
};

/** The country's states or provinces by code, or undefined where addresses carry none. */
export function statesOf(
  country: string | undefined,
): Readonly<Record<string, string>> | undefined {
  return country ? STATES[country] : undefined;
}

/** The state to keep for this country: none where its addresses carry none. */
export function addressState(country: string, state: string | undefined): string | undefined {
  return statesOf(country) && state ? state : undefined;
}

/**
 * The address rule: a state of the country's list where it has one; elsewhere any is ignored. Returns the
 * message id of what is wrong, or null.
 */
export function stateProblem(
  country: string | undefined,
  state: string | undefined,
): string | null {
  const states = statesOf(country);
  // Elsewhere a state is not part of the address: whoever stores it drops it (addressState).
  if (!states) return null;
  if (!state) return 'validation.state.required';
  return Object.hasOwn(states, state) ? null : 'validation.state.unknown';
}

/**
 * The address's town line as invoices print it and the portal shows it: "San Francisco, CA 94105"
 * where the country writes a state or province, "75002 Paris" elsewhere.
 */
export function townLine(address: { city: string; state?: string | null; postalCode: string }) {
  return address.state
    ? `${address.city}, ${address.state} ${address.postalCode}`
    : `${address.postalCode} ${address.city}`;
}
