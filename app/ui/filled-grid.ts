/**
 * A card grid without empty slots (docs/decisions/0036): one column on phones, two from 40rem, three from 64rem, and
 * the cards of a short last row widen to fill it — five cards read 3 + 2 at full width, never 3 + 2 + an empty
 * slot, nine read 3 + 3 + 3. The three-column grid is six tracks, each card two of them.
 */
export const filledGrid =
  "grid gap-5 sm:grid-cols-2 sm:max-lg:[&>*:last-child:nth-child(odd)]:col-span-2 lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:last-child:nth-child(3n+1)]:col-span-6 lg:[&>*:last-child:nth-child(3n+2)]:col-span-3 lg:[&>*:nth-last-child(2):nth-child(3n+1)]:col-span-3";
