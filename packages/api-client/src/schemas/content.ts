import { z } from 'zod';
import { imageSchema, linkSchema } from './media';

/** A header link. */
export const headerLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
});
/** A header link: id, url, title. */
export type HeaderLink = z.infer<typeof headerLinkSchema>;

/** How a menu shows its children: with icons or with images. */
export const renderOptionSchema = z.enum(['icons', 'images']);
/** A menu's render option. */
export type RenderOption = z.infer<typeof renderOptionSchema>;

/** A node of the main navigation tree. */
export interface NavigationNode {
  id: string;
  url: string;
  title: string;
  /** The target's page type: catalogue types (`CategoryBase`, `Catalog`) get a "see all products" link. */
  type: string;
  iconName: string | null;
  navigationImage: z.infer<typeof imageSchema> | null;
  /** How the children are drawn, or null for plain links. */
  renderOption: RenderOption | null;
  children: NavigationNode[];
}

/** A navigation node and its children (recursive; the header limits the depth). */
export const navigationNodeSchema: z.ZodType<NavigationNode> = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  type: z.string(),
  iconName: z.string().nullable(),
  navigationImage: imageSchema.nullable(),
  renderOption: renderOptionSchema.nullable(),
  get children() {
    return z.array(navigationNodeSchema);
  },
});

/** The deepest level below a top-level entry (spec: a mega menu of up to 3 sub-levels). */
export const MAX_NAVIGATION_SUB_LEVELS = 3;

function depthBelow(node: NavigationNode): number {
  return node.children.reduce((deepest, child) => Math.max(deepest, 1 + depthBelow(child)), 0);
}

/** The answer of GET api/content/header. */
export const headerSchema = z.object({
  links: z.array(headerLinkSchema),
  mainNavigation: z
    .array(navigationNodeSchema)
    .refine((nodes) => nodes.every((node) => depthBelow(node) <= MAX_NAVIGATION_SUB_LEVELS), {
      error: `Main navigation has at most ${MAX_NAVIGATION_SUB_LEVELS} sub-levels`,
    }),
  /** The home page of the language. */
  root: headerLinkSchema,
});
/** Header content: links, the main navigation tree and the root (home). */
export type Header = z.infer<typeof headerSchema>;

/** A social media link of the footer. */
export const socialLinkSchema = z.object({
  title: z.string(),
  url: z.string(),
  iconName: z.string(),
});
/** A social link. */
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** One selling point of the footer's featured area. */
export const footerFeatureSchema = z.object({
  iconName: z.string(),
  text: z.string(),
});
/** A footer feature. */
export type FooterFeature = z.infer<typeof footerFeatureSchema>;

/** A column of footer links. */
export const footerLinkColumnSchema = z.object({
  heading: z.string(),
  links: z.array(linkSchema),
});
/** A footer link column. */
export type FooterLinkColumn = z.infer<typeof footerLinkColumnSchema>;

/** The answer of GET api/content/footer. */
export const footerSchema = z.object({
  copyright: z.string(),
  footerLeftHeader: z.string(),
  socialLinks: z.array(socialLinkSchema),
  featuredArea: z.object({
    heading: z.string(),
    text: z.string(),
    feature: z.array(footerFeatureSchema),
  }),
  linkColumns: z.array(footerLinkColumnSchema),
});
/** Footer content. */
export type Footer = z.infer<typeof footerSchema>;

/** The answer of GET api/content/global. */
export const globalContentSchema = z.object({
  loginInformationText: z.string(),
  contactEmailAddress: z.string(),
  supportEmailAddress: z.string(),
  supportPhoneNumber: z.string(),
  supportPage: linkSchema.nullable(),
});
/** Global content texts and support contacts. */
export type GlobalContent = z.infer<typeof globalContentSchema>;

/** A page of the site structure. */
export interface SiteStructureNode {
  id: string;
  url: string;
  title: string;
  pageType: string;
  children: SiteStructureNode[];
}

/** A page of the site structure and its children (recursive). */
export const siteStructureNodeSchema: z.ZodType<SiteStructureNode> = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  pageType: z.string(),
  get children() {
    return z.array(siteStructureNodeSchema);
  },
});

/** The answer of GET api/content/get-site-structure: the page tree of the language, from its home. */
export const siteStructureSchema = siteStructureNodeSchema;
/** The site structure. */
export type SiteStructure = SiteStructureNode;
