import type { consultingOffers, currencyRates, plans, tokenPacks } from '../catalog.schema';

export const planSeeds: (typeof plans.$inferInsert)[] = [
  {
    slug: 'basic',
    name: 'Basic',
    priceUsdCents: 1900,
    periodMonths: 1,
    tokensGranted: 20,
    features: ['20 lab tokens a month', 'All beginner labs', 'Checked steps and hints in every lab', 'Help through the contact form'],
  },
  {
    slug: 'standard',
    name: 'Standard',
    priceUsdCents: 3900,
    periodMonths: 1,
    tokensGranted: 60,
    features: ['60 lab tokens a month', 'All labs and learning paths', 'Baari AI assistant', 'Interview preparation', 'Email support'],
  },
  {
    slug: 'pro',
    name: 'Pro',
    priceUsdCents: 7900,
    periodMonths: 1,
    tokensGranted: 150,
    features: ['150 lab tokens a month', 'Everything in Standard', 'Mentor reviews and job placement support', 'Virtual internship and diploma'],
  },
];

export const tokenPackSeeds: (typeof tokenPacks.$inferInsert)[] = [
  { slug: 'tokens-10', name: '10 lab tokens', tokens: 10, priceUsdCents: 1000 },
  { slug: 'tokens-25', name: '25 lab tokens', tokens: 25, priceUsdCents: 2250 },
  { slug: 'tokens-60', name: '60 lab tokens', tokens: 60, priceUsdCents: 4800 },
  { slug: 'tokens-150', name: '150 lab tokens', tokens: 150, priceUsdCents: 10500 },
];

export const consultingSeeds: (typeof consultingOffers.$inferInsert)[] = [
  {
    slug: 'cloud-migration-assessment',
    title: 'Cloud Migration Assessment',
    durationWeeks: 3,
    priceFromUsdCents: 450000,
    summary: 'A plan to move your workloads to the cloud, with costs and risks.',
    description: 'Our architects inventory your applications, map dependencies and propose a phased migration with a cost model.',
    deliverables: ['Application inventory and dependency map', 'Target architecture', 'Migration waves and cost estimate'],
  },
  {
    slug: 'kubernetes-platform-setup',
    title: 'Kubernetes Platform Setup',
    durationWeeks: 6,
    priceFromUsdCents: 900000,
    summary: 'A production-ready Kubernetes platform with GitOps and observability.',
    description: 'We build a managed Kubernetes platform with GitOps delivery, policies, monitoring and a runbook your team owns.',
    deliverables: ['Cluster and network design', 'GitOps pipelines', 'Monitoring, alerting and runbooks'],
  },
  {
    slug: 'cloud-security-audit',
    title: 'Cloud Security Audit',
    durationWeeks: 2,
    priceFromUsdCents: 380000,
    summary: 'An independent review of your cloud security posture with a prioritised fix list.',
    description: 'We review identity, network, data protection and logging against CIS benchmarks and your compliance needs.',
    deliverables: ['Posture report with severity ratings', 'Remediation plan', 'Executive summary'],
  },
  {
    slug: 'team-training-program',
    title: 'Team Training Program',
    durationWeeks: 8,
    priceFromUsdCents: 600000,
    summary: 'Upskill your engineers with a tailored track of labs and mentor sessions.',
    description: 'A private cohort with labs chosen for your stack, weekly mentor sessions and progress reports.',
    deliverables: ['Skills assessment', 'Tailored lab track', 'Progress and certification reports'],
  },
];

/**
 * USD → local multipliers. PK is quoted in USD (docs/rules/currency.md#currency: for Pakistan the multiplier is 1, in USD), so the
 * API agrees with the client's own rule. Update rates with `pnpm --filter @ilm/api rates:set -- DE EUR 0.92`.
 */
const EUR = 0.92;
export const currencyRateSeeds: (typeof currencyRates.$inferInsert)[] = [
  { countryCode: 'US', currencyCode: 'USD', rate: 1 },
  { countryCode: 'PK', currencyCode: 'USD', rate: 1 },
  { countryCode: 'IN', currencyCode: 'INR', rate: 83.2 },
  { countryCode: 'GB', currencyCode: 'GBP', rate: 0.79 },
  ...['DE', 'FR', 'ES', 'IT', 'NL', 'IE', 'BE', 'AT', 'PT', 'FI'].map((countryCode) => ({ countryCode, currencyCode: 'EUR', rate: EUR })),
  { countryCode: 'AE', currencyCode: 'AED', rate: 3.6725 },
  { countryCode: 'SA', currencyCode: 'SAR', rate: 3.75 },
  { countryCode: 'QA', currencyCode: 'QAR', rate: 3.64 },
  { countryCode: 'CA', currencyCode: 'CAD', rate: 1.36 },
  { countryCode: 'AU', currencyCode: 'AUD', rate: 1.52 },
  { countryCode: 'BD', currencyCode: 'BDT', rate: 110 },
  { countryCode: 'EG', currencyCode: 'EGP', rate: 48.5 },
  { countryCode: 'TR', currencyCode: 'TRY', rate: 32.5 },
  { countryCode: 'MY', currencyCode: 'MYR', rate: 4.7 },
  { countryCode: 'NG', currencyCode: 'NGN', rate: 1500 },
];
