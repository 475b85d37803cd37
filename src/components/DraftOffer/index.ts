export { DraftOffer, type DraftOfferProps } from './DraftOffer';
