import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import styles from './errors.module.css';
import { LostTowerIllustration } from './lost-tower-illustration';
import { errorMessages } from './messages';

/** The 404 page body (spec section 2): OOPS!, the apology and a way back to the start. */
export function NotFound() {
  const navigate = useNavigate();

  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <LostTowerIllustration className={styles.illustration} />
      <div>
        <p className={styles.headline}>{errorMessages.notFoundHeadline}</p>
        <h1 id="not-found-title" className={styles.text}>
          {errorMessages.notFoundText}
        </h1>
        <p className={styles.hint}>{errorMessages.notFoundHint}</p>
        <Button
          type="primary"
          size="large"
          href={paths.root.getHref()}
          onClick={(event) => {
            // A real link without JavaScript; a client navigation with it.
            event.preventDefault();
            void navigate(paths.root.getHref());
          }}
        >
          {errorMessages.backHome}
        </Button>
      </div>
    </section>
  );
}
