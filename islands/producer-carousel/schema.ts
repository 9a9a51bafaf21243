/** No attributes: the slides per view are the spec's (PRODUCER_CAROUSEL_BREAKPOINTS), the rest is markup. */
export const producerCarouselSchema = {};
