/** features/responsible-gambling: what the app and other features may use (see README.md). */

export { LazyLimitsScreen } from './lazy-limits-screen';
export { LazyStakeAllowance } from './lazy-stake-allowance';
export { ResponsibleGambling } from './responsible-gambling';
