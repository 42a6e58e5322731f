/** A listing as a marker: where, and what its small card shows (texts already localized). */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  price: string;
  place: string;
  href: string;
  top?: boolean;
}
