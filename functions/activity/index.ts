/** The activity feature's public entry: the chain verification (npm run audit:verify, the exports). */
export { verifyChain } from './domain/case-activity';
