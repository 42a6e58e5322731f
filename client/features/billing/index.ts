// What other features use of billing: the "promote" dialog that makes an estate a top offer, and what
// is left of a user's resources.
export { PromoteDialog, type PromoteDialogProps, type PromoteTarget } from './components/PromoteDialog.tsx';
export { resourcesLeft, topOfferCredits, type ResourceLeft } from './model.ts';
