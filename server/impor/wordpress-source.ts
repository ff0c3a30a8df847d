/** A picture of the source site (an attachment): where it lives, its alt text and caption. */
export type WpPicture = {
  id: string;
  url: string;
  alt: string;
  caption: string;
  /** The attachment's own page on the source (`/2024/05/judul/foto/`), when the source names it. */
  link?: string;
};

export type WpCategory = { id: string; slug: string; name: string; link: string };

/** A post or page as the source gives it, from a WXR file or the REST API alike. */
export type WpItem = {
  id: string;
  type: "post" | "page";
  title: string;
  slug: string;
  /** The source's local date and time, `YYYY-MM-DD HH:MM:SS`. */
  date: string;
  /** WordPress's own: publish, future, draft, pending, private … */
  status: string;
  content: string;
  excerpt: string;
  /** Category slugs (and names, so either may be named for dokumentasi). */
  categories: Array<{ slug: string; name: string }>;
  /** The permalink as the source gives it. */
  link: string;
  featured?: string;
};

/** Everything an import reads from one WordPress site. */
export type WordPressSource = {
  /** The site's address (`https://old.example`, or with a folder: `https://old.example/blog`). */
  site: string;
  items: WpItem[];
  pictures: Map<string, WpPicture>;
  categories: WpCategory[];
};
