import { COMPANY_INTRO } from '../company-intro';
import { homeMessages } from '../messages';
import styles from './home.module.css';

const [FIRST_BANNER] = homeMessages.banners;

/** The full company introduction of /companyIntro. */
export function CompanyIntroArticle() {
  return (
    <article className={styles.article}>
      <figure className={styles.articleFigure}>
        <img src="/banners/banner-1.svg" alt={FIRST_BANNER.headline} />
      </figure>
      <p>{COMPANY_INTRO.lead}</p>
      {COMPANY_INTRO.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
