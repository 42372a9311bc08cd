/**
 * Blocks of words and pictures (server components, no script): text in the rich-text format (JSON paragraphs
 * and runs drawn as elements, never as markup), label, image, banner, button, divider, brand logo.
 */
import type { RichText } from '@sportsbook/contract/site';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { imageUrl } from '@/lib/image-url';
import { isExternalHref } from '@/lib/routes';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';
import { textOf } from '../text-of';

/** A link of a block: an in-app path through the locale-aware Link, an https URL as a plain anchor. */
export function BlockLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return isExternalHref(href) ? (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/** The rich-text format drawn as elements: a paragraph per node, each run bold, italic or a link. */
export function RichTextView({ content }: { content: RichText }) {
  return content.map((paragraph, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text.
    <p key={i} className={styles.paragraph}>
      {paragraph.p.map((run, j) => {
        let node: ReactNode = run.text;
        if (run.italic) node = <em>{node}</em>;
        if (run.bold) node = <strong>{node}</strong>;
        if (run.href) node = <BlockLink href={run.href}>{node}</BlockLink>;
        // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed text.
        return <span key={j}>{node}</span>;
      })}
    </p>
  ));
}

export function TextBlock({ block, locale }: BlockProps<'text'>) {
  const content = block.content[locale as keyof typeof block.content] ?? block.content.en ?? [];
  return (
    <div id={block.id} className={styles.text}>
      <RichTextView content={content} />
    </div>
  );
}

export function LabelBlock({ block, locale }: BlockProps<'label'>) {
  return (
    <p id={block.id} className={styles.label} data-tone={block.tone}>
      {textOf(block.text, locale)}
    </p>
  );
}

export function ImageBlock({ block, locale }: BlockProps<'image'>) {
  const image = (
    // biome-ignore lint/performance/noImgElement: the operator's image at its own size; no next/image loader here.
    <img
      className={styles.image}
      src={imageUrl(block.src, { width: block.width, height: block.height })}
      alt={textOf(block.alt, locale)}
      width={block.width}
      height={block.height}
      loading="lazy"
    />
  );
  return (
    <figure id={block.id} className={styles.figure}>
      {block.href ? <BlockLink href={block.href}>{image}</BlockLink> : image}
    </figure>
  );
}

export function BannerBlock({ block, locale }: BlockProps<'banner'>) {
  const background = block.image
    ? { backgroundImage: `url("${imageUrl(block.image, { width: 1200 })}")` }
    : {};
  return (
    <section id={block.id} className={styles.banner} style={background}>
      <h2 className={styles.bannerTitle}>{textOf(block.title, locale)}</h2>
      {block.subtitle && <p className={styles.bannerText}>{textOf(block.subtitle, locale)}</p>}
      {block.link && (
        <BlockLink href={block.link.href} className={styles.button}>
          {textOf(block.link.label, locale)}
        </BlockLink>
      )}
    </section>
  );
}

export function ButtonBlock({ block, locale }: BlockProps<'button'>) {
  return (
    <div id={block.id}>
      <BlockLink
        href={block.href}
        className={block.variant === 'primary' ? styles.button : styles.buttonSecondary}
      >
        {textOf(block.label, locale)}
      </BlockLink>
    </div>
  );
}

export function DividerBlock({ block }: BlockProps<'divider'>) {
  return <hr id={block.id} className={styles.divider} />;
}

export function BrandLogoBlock({ block, locale }: BlockProps<'brand_logo'>) {
  return (
    <div id={block.id}>
      <BlockLink href={block.href} className={styles.logo}>
        {/* biome-ignore lint/performance/noImgElement: the operator's logo, any size. */}
        <img src={imageUrl(block.src, { height: 48 })} alt={textOf(block.alt, locale)} height={48} />
      </BlockLink>
    </div>
  );
}
