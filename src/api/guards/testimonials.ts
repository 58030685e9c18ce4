// GetTestimonial: a wrapper { ResponseMSG, IsSuccess: true, DataColl[] } (contract #23); its catch
// path answers a bare [] instead. Items have the founder-message members, with their social links
// in TestimonialSocialMediaColl (no Name on those).
import { messageFrom, type LeaderMessage } from './introduction';
import { rowsOf } from './rows';
import { byOrder, items } from './read';

export type Testimonial = LeaderMessage;

export function guardTestimonials(body: unknown): Testimonial[] {
  return byOrder(items(rowsOf(body), messageFrom));
}
