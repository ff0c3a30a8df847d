import { type Lang, messagesFor } from "@common/i18n/index.ts";
import { useEffect, useState } from "react";
import { ContentImage } from "./content-image.tsx";

export const HERO_INTERVAL_MS = 3000;
/** One banner picture; `shipped` pictures come with the product and have a 1600 px variant. */
export type HeroPicture = { src: string; alt: string; shipped?: boolean };

/** The pictures the banner shows while the staff have chosen none, described in `lang`. */
export function shippedSlides(lang: Lang): HeroPicture[] {
  return messagesFor(lang).hero.shippedAlt.map((alt, i) => ({
    src: `/images/hero-${i + 1}.jpg`,
    alt,
    shipped: true,
  }));
}
export const HERO_SLIDES: HeroPicture[] = shippedSlides("id");
const HERO_WIDTHS = [480, 960, 1600] as const;

/** `slides`: the staff's pictures in order; none (or left out) shows the shipped ones. */
export type HeroProps = { siteName: string; slides?: HeroPicture[]; lang?: Lang };

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Home banner, 500 px tall: three pictures, the next one every 3 s, wrapping around. A pause
 * button stops it (WCAG 2.2.2); under prefers-reduced-motion it does not move on its own.
 */
export function Hero({ siteName, slides: chosen, lang = "id" }: HeroProps) {
  const t = messagesFor(lang).hero;
  const slides = chosen?.length ? chosen : lang === "id" ? HERO_SLIDES : shippedSlides(lang);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // The controls appear with the script that runs them: none to press in vain without it.
  const [live, setLive] = useState(false);
  const count = slides.length;
  useEffect(() => setLive(true), []);

  // Under reduced motion the banner starts paused; the visitor may still start it.
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const rotating = playing && live;
  // Restarts on every change of slide, so a picture chosen by hand also stays 3 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.label}
      className="relative h-[500px] overflow-hidden bg-bata-gelap text-white"
    >
      <div aria-live={rotating ? "off" : "polite"} className="absolute inset-0">
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: ARIA carousel pattern (a slide is a group)
          <div
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={t.slideOf(i + 1, count)}
            aria-hidden={i === index ? undefined : true}
            data-active={i === index ? "true" : undefined}
            className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${i === index ? "opacity-100" : "opacity-0"}`}
          >
            <ContentImage
              src={slide.src}
              alt={slide.alt}
              width={1600}
              height={900}
              sizes="100vw"
              widths={slide.shipped ? HERO_WIDTHS : undefined}
              priority={i === 0}
              className="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/35 to-bata-gelap/85" />
      {/* pb-20 keeps the words centred above the slide buttons (bottom-5, 44 px tall): on a
          320 px phone they reached down over the buttons. The banner stays 500 px (SPEC). */}
      <div className="relative mx-auto flex h-full max-w-4xl flex-col items-center justify-center px-5 pt-10 pb-20 text-center">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.25em] text-emas-muda">
          {t.kicker}
        </p>
        <h1 className="font-serif text-4xl leading-tight drop-shadow-lg sm:text-5xl md:text-6xl">
          {t.welcome} <span className="block text-emas-muda">{siteName}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-gading sm:text-lg">{t.lead}</p>
      </div>
      <div
        className={`absolute inset-x-0 bottom-5 flex items-center justify-center gap-3 ${live ? "" : "hidden"}`}
      >
        {slides.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            aria-label={t.showSlide(i + 1, count)}
            aria-current={i === index ? "true" : undefined}
            onClick={() => setIndex(i)}
            className="flex h-11 w-8 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${i === index ? "w-7 bg-emas" : "w-2.5 bg-white/70"}`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={rotating ? t.pause : t.play}
          className="ml-2 flex h-11 w-11 items-center justify-center rounded-full border border-white/70 bg-black/30 hover:bg-black/50"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            {rotating ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
          </svg>
        </button>
      </div>
    </section>
  );
}
