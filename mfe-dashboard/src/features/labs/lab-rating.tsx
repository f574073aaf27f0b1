import { useRef, useState, type FormEvent } from 'react';
import { LAB_RATING_BEST, LAB_RATING_COMMENT_MAX_LENGTH, LAB_RATING_STARS } from '@ilm/contract';
import { fieldMessage, toApiError } from '@ilm/shared/api';
import { useTranslation, useFormat } from '@ilm/shared/i18n';
import { QueryView, useMutation, useQuery, useQueryClient } from '@ilm/shared/query';
import { Button, fieldClasses, FormAlert, useElementId, visuallyHiddenClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { labQuery } from './labs.queries';
import { saveRating, type LabRating as SavedRating } from './ratings.api';
import { myRatingQuery } from './ratings.queries';
import { StarIcon } from './star-icon';
import styles from './lab-rating.module.css';

/**
 * Rating a completed lab: 1–5 stars (a radio group) and an optional comment, saved with the API
 * (a second save replaces the first). Shown once every step has passed; the API refuses it before.
 */
export function LabRating({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation(NAMESPACE);
  const saved = useQuery(myRatingQuery(slug));
  return (
    <section className={ui.card} aria-labelledby="lab-rating-title">
      <h2 id="lab-rating-title" className={ui.sectionTitle}>
        {t('rating.title')}
      </h2>
      <p className={ui.muted}>{t('rating.intro', { title })}</p>
      <QueryView query={saved} lines={3} error={{ message: t('rating.loadFailed') }}>
        {(rating) => <RatingForm slug={slug} saved={rating} />}
      </QueryView>
    </section>
  );
}

function RatingForm({ slug, saved }: { slug: string; saved: SavedRating | null }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const ids = useElementId();
  const firstStar = useRef<HTMLInputElement>(null);
  const [stars, setStars] = useState<number | null>(saved?.stars ?? null);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [starsMissing, setStarsMissing] = useState(false);
  const save = useMutation({
    mutationFn: () => saveRating(slug, { stars: stars!, comment: comment.trim() || null }),
    onSuccess: (rating) => {
      queryClient.setQueryData(myRatingQuery(slug).queryKey, rating);
      // The lab's page shows the new average.
      void queryClient.invalidateQueries({ queryKey: labQuery(slug).queryKey });
    },
  });
  const error = save.error ? toApiError(save.error) : undefined;
  // A refusal naming a field shows under it, without the field's name it starts with ("comment: …").
  const aboutStars = fieldMessage(error, 'stars');
  const commentError = fieldMessage(error, 'comment');
  const starsError = starsMissing ? t('rating.chooseStars') : aboutStars;
  const formError = error && aboutStars === undefined && commentError === undefined ? error.message || t('rating.saveFailed') : undefined;
  const justSaved = save.isSuccess && save.data.stars === stars && (save.data.comment ?? '') === comment.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setStarsMissing(true);
      firstStar.current?.focus();
      return;
    }
    save.mutate();
  };

  return (
    <form className={ui.stack} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('rating.starsLegend')}</legend>
        <div className={styles.stars}>
          {LAB_RATING_STARS.map((value) => (
            <label key={value} className={styles.star}>
              <input
                ref={value === LAB_RATING_STARS[0] ? firstStar : undefined}
                className={styles.input}
                type="radio"
                name={`${ids}-stars`}
                value={value}
                checked={stars === value}
                aria-describedby={starsError ? `${ids}-stars-error` : undefined}
                onChange={() => {
                  setStars(value);
                  setStarsMissing(false);
                }}
              />
              <StarIcon filled={stars !== null && value <= stars} />
              <span className={visuallyHiddenClass}>{t(`rating.stars.${value}`)}</span>
            </label>
          ))}
        </div>
        <p className={fieldClasses.hint} aria-hidden="true">
          {stars === null ? t('rating.noStars') : t(`rating.stars.${stars}`)}
        </p>
        {starsError && (
          <p id={`${ids}-stars-error`} className={fieldClasses.error}>
            {starsError}
          </p>
        )}
      </fieldset>
      <div className={ui.stack}>
        <label htmlFor={`${ids}-comment`} className={styles.legend}>
          {t('rating.comment')}
        </label>
        <textarea
          id={`${ids}-comment`}
          className={`${fieldClasses.control} ${styles.comment}`}
          value={comment}
          maxLength={LAB_RATING_COMMENT_MAX_LENGTH}
          aria-invalid={Boolean(commentError)}
          aria-describedby={[`${ids}-comment-hint`, commentError ? `${ids}-comment-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => setComment(event.target.value)}
        />
        <p id={`${ids}-comment-hint`} className={fieldClasses.hint}>
          {t('rating.commentHint', { max: LAB_RATING_COMMENT_MAX_LENGTH })}
        </p>
        {commentError && (
          <p id={`${ids}-comment-error`} className={fieldClasses.error}>
            {commentError}
          </p>
        )}
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      {justSaved && <FormAlert tone="success">{t('rating.saved')}</FormAlert>}
      {saved && !justSaved && (
        <p className={ui.muted}>
          {t('rating.current', { stars: format.number(saved.stars), max: format.number(LAB_RATING_BEST), date: format.dateTime(saved.updated_at) })}
        </p>
      )}
      <div className={ui.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('rating.saving') : saved ? t('rating.update') : t('rating.save')}
        </Button>
      </div>
    </form>
  );
}
