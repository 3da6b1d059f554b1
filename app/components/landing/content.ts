/**
 * The landing pages' static content, in the shapes the sections render. Texts are translation keys; the media were rendered by our
 * own engine (`npm run landing:media`) and the step images are screens of the app itself.
 */
export const earlyAccessFormId = "early-access";
export const earlyAccessHref = `/to/${earlyAccessFormId}`;

/** The legal pages live on the company's site, not in the app; LEGAL_SITE_URL says where. */
export const legalLinks = (legalSiteUrl: string) => ({ terms: `${legalSiteUrl}/terms`, privacy: `${legalSiteUrl}/privacy` });

export const demoVideo = { url: "/landing/demo.mp4", thumb: "/landing/demo.webp", width: 540, height: 960 } as const;

export interface SampleVideo {
  url: string;
  thumb: string;
  label: string;
}

export const sampleVideos: readonly SampleVideo[] = [1, 2, 3].map((n) => ({
  url: `/landing/sample-${n}.mp4`,
  thumb: `/landing/sample-${n}.webp`,
  label: `landing.samples.video${n}`,
}));

export const sampleVideoSize = { width: 720, height: 1280 } as const;

/** Three sample videos repeated twice, so three can always be shown around the one in the middle. */
export const carouselSlides = [...sampleVideos, ...sampleVideos];

export const slideshowImages: readonly { url: string }[] = [1, 2, 3, 4].map((n) => ({ url: `/landing/slide-${n}.webp` }));

export interface Testimonial {
  name: string;
  brand: string;
  desc: string;
  url: string;
}

export const testimonials: readonly Testimonial[] = [1, 2, 3].map((n) => ({
  name: `landing.testimonials.name${n}`,
  brand: `landing.testimonials.brand${n}`,
  desc: `landing.testimonials.quote${n}`,
  url: `/landing/avatar-${n}.svg`,
}));

export interface FeatureCard {
  name: string;
  desc: string;
  url: string;
}

export const featureCards: readonly FeatureCard[] = [1, 2, 3, 4].map((n) => ({
  name: `landing.features.name${n}`,
  desc: `landing.features.desc${n}`,
  url: `/landing/slide-${n}.webp`,
}));

export interface FaqItem {
  id: number;
  problem: string;
  desc: string;
}

export const faqItems: readonly FaqItem[] = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, problem: `landing.faq.problem${id}`, desc: `landing.faq.desc${id}` }));

/** What the landing pages show before anyone chooses: the second question open, the second testimonial, the first feature card. */
export const defaultOpenFaqId = 2;
export const defaultTestimonialIndex = 1;
export const defaultFeatureIndex = 0;

/** Landing A's "in a few clicks" steps: id, image and two lines of text. */
export const flowSteps: readonly { id: number; image: string; alt: string; desc: string; desc2: string }[] = [1, 2, 3, 4].map((id) => ({
  id,
  image: `/landing/step-${id}.webp`,
  alt: `landing.flow.image${id}`,
  desc: `landing.flow.step${id}`,
  desc2: `landing.flow.step${id}Body`,
}));

/** Landing B's four steps: id, name, text and picture. */
export const landingBSteps: readonly { id: number; label: string; name: string; desc: string; url: string }[] = [1, 2, 3, 4].map((id) => ({
  id,
  label: `landing.steps.label${id}`,
  name: `landing.steps.name${id}`,
  desc: `landing.steps.desc${id}`,
  url: `/landing/step-${id}.webp`,
}));

export const benefits = ["scale", "cost", "engagement", "edge"] as const;

/** Step images are 4:5 crops of the app's phone screens. */
export const stepImageSize = { width: 600, height: 750 } as const;
export const slideImageSize = { width: 720, height: 720 } as const;
