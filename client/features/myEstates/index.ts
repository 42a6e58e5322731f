// What other features use of the own listings: the calls that list and delete them.
export { deleteEstate, listMyEstates } from './api.ts';
