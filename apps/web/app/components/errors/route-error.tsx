import { Button } from 'antd';
import { isRouteErrorResponse } from 'react-router';
import { paths } from '../../config/paths';
import styles from './errors.module.css';
import { LostTowerIllustration } from './lost-tower-illustration';
import { errorMessages } from './messages';
import { NotFound } from './not-found';

type TRouteErrorProps = {
  error: unknown;
  /** Rendered without the public layout (root boundary): fill the window. */
  standalone?: boolean;
};

/** What an error boundary shows: the 404 page for 404 responses, a short apology for anything else. */
export function RouteError({ error, standalone = false }: TRouteErrorProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <section
      className={standalone ? `${styles.panel} ${styles.standalone}` : styles.panel}
      aria-labelledby="route-error-title"
    >
      <LostTowerIllustration className={styles.illustration} />
      <div>
        <h1 id="route-error-title" className={styles.text}>
          {errorMessages.errorText}
        </h1>
        <p className={styles.hint}>{errorMessages.errorHint}</p>
        <div className={styles.actions}>
          {/* Full page loads: after an error the client state is not trusted. */}
          <Button type="primary" size="large" href={paths.home.getHref()}>
            {errorMessages.backHome}
          </Button>
          <Button size="large" onClick={() => window.location.reload()}>
            {errorMessages.retry}
          </Button>
        </div>
      </div>
    </section>
  );
}
