import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { checkAnswer, checkAnswers, type AnswerProblem, type FormView } from "../../../api/contract";
import { HoneypotField } from "~/components/honeypot-field";
import { hashParams, isOverlayEmbed, readPrefill, type EmbedParams, type Prefill } from "~/utils/embed-params";
import type { SubmitOutcome } from "~/data/hosted-form.server";
import type { FormMessageType } from "~/utils/parent-channel";
import { BrandMark, CheckBadge, FormName, KeyHint, ScreenTitle } from "./form-screens";
import { QuestionInput } from "./question-field";
import { useParentChannel } from "./use-parent-channel";

type Screen = { kind: "welcome" } | { kind: "question"; index: number };

/**
 * Without JavaScript every screen is shown at once (the welcome text, all questions, one Submit button) and the
 * browser posts the form; these rules only apply then.
 */
const withoutScriptStyles =
  "[data-screen][hidden]{display:block!important}[data-screen]{margin-bottom:2.5rem}[data-js-only]{display:none!important}[data-nojs-only][hidden]{display:flex!important}";

/** Only the answers a question can take: a preselected choice must be one of its options. */
function usablePrefill(form: FormView, answers: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(answers).filter(([key, value]) => {
      const field = form.fields.find((candidate) => candidate.key === key);
      return field && (field.type !== "choice" || field.options.some((option) => option.value === value));
    }),
  );
}

function firstInvalidIndex(form: FormView, errors: Record<string, unknown>) {
  return form.fields.findIndex((field) => field.key in errors);
}

function submittedValues(outcome: SubmitOutcome | undefined) {
  return outcome && "values" in outcome ? outcome.values : {};
}

export function HostedForm({
  form,
  redirectHost,
  embed,
  prefill,
  responseId,
  actionPath,
}: {
  form: FormView;
  /** A user's form leading to another site: the thank-you screen asks before going there. */
  redirectHost: string | null;
  embed: EmbedParams;
  /** From the query: works without JavaScript; the hash adds to it once the page runs. */
  prefill: Prefill;
  /** Given by the server for this visit, so form-started and form-submit name the same response. */
  responseId: string;
  actionPath: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SubmitOutcome>();
  const nativeOutcome = useActionData<SubmitOutcome>();
  const outcome = fetcher.data ?? nativeOutcome;
  const hasWelcome = form.welcome !== null || embed.addPlaceholderWelcome;
  const overlay = isOverlayEmbed(embed);

  const [screen, setScreen] = useState<Screen>(() => {
    const invalid = nativeOutcome?.status === "invalid" ? firstInvalidIndex(form, nativeOutcome.errors) : -1;
    if (invalid >= 0) return { kind: "question", index: invalid };
    return hasWelcome ? { kind: "welcome" } : { kind: "question", index: 0 };
  });
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...usablePrefill(form, prefill.answers), ...submittedValues(nativeOutcome) }));
  const [errors, setErrors] = useState<Record<string, string>>(() => (nativeOutcome?.status === "invalid" ? nativeOutcome.errors : {}));
  const [hidden, setHidden] = useState(prefill.hidden);
  const [gaClientId, setGaClientId] = useState<string | null>(null);
  const [touch, setTouch] = useState(embed.forceTouch);
  // Until React runs, the buttons that only work with it say so (a click before then would be lost).
  const [hydrated, setHydrated] = useState(false);
  const notYet = hydrated ? undefined : true;

  const contentRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusTargets = useRef(new Map<string, HTMLElement | null>());
  const started = useRef(false);
  const userMoved = useRef(false);

  const ending = outcome?.status === "submitted" || outcome?.status === "duplicate" ? outcome : null;
  const ended = ending !== null;
  const currentRef = ended ? "ending" : screen.kind === "welcome" ? "welcome" : form.fields[screen.index]!.key;
  const submitting = fetcher.state !== "idle";

  const focusCurrent = () => focusTargets.current.get(currentRef)?.focus({ preventScroll: false });

  const channel = useParentChannel({
    embedId: embed.embedId,
    formId: form.id,
    contentRef,
    currentRef,
    onFocusRequest: focusCurrent,
    onGaClientId: (id) => {
      if (embed.shareGaInstance && !embed.disableTracking) setGaClientId(id);
    },
  });
  const post = (type: FormMessageType, payload?: Record<string, unknown>) => channel?.post(type, payload);

  useEffect(() => {
    // The SDKs send hidden fields and the preselected answer in the hash, which never reaches the server.
    const fromHash = readPrefill(hashParams(window.location.hash), form);
    setValues((current) => ({ ...current, ...usablePrefill(form, fromHash.answers) }));
    setHidden((current) => ({ ...current, ...fromHash.hidden }));
    setTouch(embed.forceTouch || window.matchMedia("(pointer: coarse)").matches);
    setHydrated(true);
  }, [form, embed.forceTouch]);

  useEffect(() => {
    if (userMoved.current) focusCurrent();
    // Focus follows the screen, and only after the visitor moved: a form loading in a page must not take its focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusCurrent is new on every render; the screen is the trigger
  }, [currentRef]);

  useEffect(() => {
    if (!channel || !overlay) return;
    // Focus is inside this frame, so the embedding page never sees the key: tell it to close.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") channel.post("form-close");
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [channel, overlay]);

  const handledOutcome = useRef<SubmitOutcome | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handledOutcome.current) return;
    handledOutcome.current = result;
    userMoved.current = true;
    if (result.status === "submitted") {
      post("form-submit", { responseId: result.responseId });
      if (form.thank_you.redirect_url && !redirectHost) redirectTo("redirect-after-submit", form.thank_you.redirect_url);
    } else if (result.status === "duplicate") {
      post("duplicate-detected");
    } else if (result.status === "invalid") {
      setErrors(result.errors);
      const index = firstInvalidIndex(form, result.errors);
      if (index >= 0) show({ kind: "question", index });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each outcome is handled once, when it arrives, with the form as it is then
  }, [fetcher.data]);

  function problemText(problem: AnswerProblem) {
    return t(`hostedForm.errors.${problem.code}`, problem);
  }

  function markStarted() {
    if (started.current) return;
    started.current = true;
    post("form-started", { responseId });
  }

  function show(next: Screen) {
    userMoved.current = true;
    if (screen.kind === "welcome" && next.kind === "question") {
      post("welcome-screen-hidden");
      markStarted();
    }
    setScreen(next);
    if (next.kind === "question") post("form-screen-changed", { ref: form.fields[next.index]!.key });
  }

  function redirectTo(kind: "redirect-after-submit" | "thank-you-screen-redirect", url: string) {
    if (channel && embed.handlesRedirect) {
      post(kind, { url, ...(embed.redirectTarget && { target: embed.redirectTarget }) });
      return;
    }
    const target = embed.redirectTarget ?? (window.parent === window ? "_self" : "_top");
    if (target === "_self") window.location.assign(url);
    else if (target === "_blank") window.open(url, "_blank", "noopener");
    else {
      const link = Object.assign(document.createElement("a"), { href: url, target, rel: "noopener" });
      document.body.append(link);
      link.click();
      link.remove();
    }
  }

  function checkQuestion(index: number) {
    const field = form.fields[index]!;
    const check = checkAnswer(field, values[field.key] ?? "");
    setErrors((current) => {
      const { [field.key]: _previous, ...others } = current;
      return check.ok ? others : { ...others, [field.key]: problemText(check.problem) };
    });
    return check.ok;
  }

  function submitAll() {
    const { problems } = checkAnswers(form.fields, values);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, problemText(problem)])));
      show({ kind: "question", index: firstInvalidIndex(form, problems) });
      return;
    }
    markStarted();
    fetcher.submit(formRef.current, { method: "post", action: actionPath });
  }

  function goNext() {
    if (ended || submitting) return;
    if (screen.kind === "welcome") return show({ kind: "question", index: 0 });
    if (!checkQuestion(screen.index)) {
      focusCurrent();
      return;
    }
    markStarted();
    if (screen.index < form.fields.length - 1) show({ kind: "question", index: screen.index + 1 });
    else submitAll();
  }

  function goPrevious() {
    if (screen.kind !== "question") return;
    if (screen.index > 0) show({ kind: "question", index: screen.index - 1 });
    else if (hasWelcome) show({ kind: "welcome" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // Enter while an input method composes (Chinese, Japanese) picks a word; it must not move on.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing && event.nativeEvent.keyCode !== 229) {
      if (event.target instanceof HTMLInputElement) {
        event.preventDefault();
        goNext();
      }
      return;
    }
    const field = screen.kind === "question" ? form.fields[screen.index]! : null;
    if (field?.type !== "choice" || event.ctrlKey || event.metaKey || event.altKey || !/^[a-z]$/i.test(event.key)) return;
    const option = field.options[event.key.toUpperCase().charCodeAt(0) - 65];
    if (!option) return;
    event.preventDefault();
    setValues((current) => ({ ...current, [field.key]: option.value }));
    formRef.current?.querySelector<HTMLInputElement>(`input[name="answer.${field.key}"][value="${CSS.escape(option.value)}"]`)?.focus();
  }

  function onEndingButton(url: string | null) {
    post("thank-you-screen-button-click", { ref: "thank-you" });
    if (embed.handleEndingButtonClick) return;
    if (url) redirectTo("thank-you-screen-redirect", url);
    else post("form-close");
  }

  const answered = form.fields.filter((field) => (values[field.key] ?? "").trim() !== "").length;
  const pageStyles = [
    embed.opacity < 100 ? "html,body{background:transparent!important}" : "",
    embed.disableScroll ? "html,body{overflow:hidden}" : "",
    embed.noScrollbars ? "html{scrollbar-width:none}html::-webkit-scrollbar{display:none}" : "",
  ].join("");

  return (
    <div
      ref={contentRef}
      data-hosted-form={form.id}
      className={`flex flex-col ${embed.autoResize ? "" : "min-h-screen"} ${embed.opacity < 100 ? "" : "bg-canvas"}`}
      style={embed.opacity < 100 ? { backgroundColor: `rgb(var(--color-canvas) / ${embed.opacity / 100})` } : undefined}
    >
      {pageStyles && <style>{pageStyles}</style>}
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${withoutScriptStyles}</style>` }} />
      {form.made_by_user && <MadeByUserNotice formId={form.id} />}
      {embed.sandbox && <p className="bg-primary-soft px-4 py-2 text-center text-xs font-medium text-primary">{t("hostedForm.sandbox")}</p>}
      {embed.hideHeaders ? (
        <FormName name={form.title} noHeading={embed.noHeading} visible={false} />
      ) : (
        <header className="flex items-center gap-3 px-5 pt-4 sm:px-10 sm:pt-6">
          <BrandMark />
          <FormName name={form.title} noHeading={embed.noHeading} visible />
        </header>
      )}

      <main className="flex flex-1 items-center px-5 py-10 sm:px-10 sm:py-14">
        <div className="mx-auto w-full max-w-2xl">
          {ending ? (
            <EndingScreen
              form={form}
              redirectHost={redirectHost}
              outcome={ending}
              withoutScript={nativeOutcome !== undefined}
              canClose={channel !== null && overlay}
              handledBySite={channel !== null && embed.handleEndingButtonClick}
              linkTarget={embed.redirectTarget ?? "_top"}
              titleRef={(element) => focusTargets.current.set("ending", element)}
              onButton={onEndingButton}
              onLeave={(url) => redirectTo("redirect-after-submit", url)}
            />
          ) : (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the form hears the keys of its fields: Enter goes on, letters choose
            <form ref={formRef} method="post" action={actionPath} noValidate onSubmit={(event) => (event.preventDefault(), goNext())} onKeyDown={onKeyDown}>
              <HoneypotField />
              <input type="hidden" name="response_id" value={responseId} />
              {Object.entries(hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={`hidden.${name}`} value={value} />
              ))}
              {gaClientId && <input type="hidden" name="ga_client_id" value={gaClientId} />}

              {hasWelcome && (
                <section data-screen="welcome" hidden={screen.kind !== "welcome"} className="text-center">
                  <ScreenTitle className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{form.welcome?.title ?? form.title}</ScreenTitle>
                  {form.welcome?.description && <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{form.welcome.description}</p>}
                  <div data-js-only className="mt-8 flex flex-col items-center gap-3">
                    <button
                      ref={(element) => focusTargets.current.set("welcome", element)}
                      type="button"
                      onClick={goNext}
                      aria-disabled={notYet}
                      className="btn-primary min-h-12 px-8 text-base"
                    >
                      {form.welcome?.button_text ?? t("hostedForm.start")}
                    </button>
                    {!touch && <KeyHint />}
                  </div>
                </section>
              )}

              <p data-nojs-only hidden className="mb-8 text-sm text-muted">
                {t("hostedForm.allQuestions")}
              </p>
              {nativeOutcome?.status === "invalid" && (
                <p data-nojs-only hidden role="alert" className="mb-8 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
                  {t("hostedForm.fixAnswers")}
                </p>
              )}

              {form.fields.map((field, index) => {
                const labelId = `${field.key}-label`;
                const error = errors[field.key];
                const last = index === form.fields.length - 1;
                const Label = field.type === "choice" ? "p" : "label";
                return (
                  <section key={field.key} data-screen={field.key} hidden={!(screen.kind === "question" && screen.index === index)}>
                    <div className="flex items-start gap-3">
                      <span aria-hidden className="mt-1.5 flex w-8 shrink-0 items-center justify-end gap-1 text-sm font-semibold text-primary sm:mt-2.5">
                        {index + 1}
                        <svg viewBox="0 0 20 20" className="h-3.5 w-3.5">
                          <path fill="currentColor" d="M10.6 3.6 16 10l-5.4 6.4-1.5-1.3 3.6-4.1H4V9h8.7L9.1 4.9z" />
                        </svg>
                      </span>
                      <div className="min-w-0 flex-1 space-y-5">
                        <div>
                          <Label
                            id={labelId}
                            {...(Label === "label" ? { htmlFor: `answer-${field.key}` } : {})}
                            className="block text-xl font-semibold leading-snug text-ink sm:text-3xl"
                          >
                            <span className="sr-only">{t("hostedForm.questionNumber", { number: index + 1 })}: </span>
                            {field.label}
                            {field.required ? (
                              <span className="text-primary" title={t("hostedForm.required")}>
                                {" "}
                                *
                              </span>
                            ) : (
                              <span className="ml-2 align-middle text-xs font-medium text-muted">{t("hostedForm.optional")}</span>
                            )}
                          </Label>
                          {field.description && (
                            <p id={`${field.key}-description`} className="mt-2 text-base text-muted">
                              {field.description}
                            </p>
                          )}
                        </div>
                        <QuestionInput
                          ref={(element) => focusTargets.current.set(field.key, element)}
                          field={field}
                          value={values[field.key] ?? ""}
                          error={error}
                          labelId={labelId}
                          onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
                        />
                        {error && (
                          <p id={`${field.key}-error`} role="alert" className="flex items-center gap-2 text-sm font-medium text-danger">
                            <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 shrink-0">
                              <path fill="currentColor" d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 4v5h2V6zm0 6v2h2v-2z" />
                            </svg>
                            {error}
                          </p>
                        )}
                        {last && outcome?.status === "failed" && (
                          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
                            {t("hostedForm.failedTitle")}: {outcome.message}
                          </p>
                        )}
                        <div data-js-only className="flex flex-wrap items-center gap-3">
                          <button type="button" onClick={goNext} disabled={submitting} aria-disabled={notYet} className="btn-primary min-h-11 px-6 text-base">
                            {last ? (submitting ? t("hostedForm.sending") : t("hostedForm.submit")) : t("hostedForm.ok")}
                          </button>
                          {!touch && <KeyHint />}
                        </div>
                      </div>
                    </div>
                  </section>
                );
              })}

              <div data-nojs-only hidden className="flex-col items-start gap-3 pl-11">
                <button type="submit" className="btn-primary min-h-11 px-8 text-base">
                  {t("hostedForm.submit")}
                </button>
              </div>
            </form>
          )}
        </div>
      </main>

      {!embed.hideFooter && (
        <footer className="flex items-center gap-3 border-t border-line/70 px-5 py-2 sm:px-10">
          {!ended && (
            <div data-js-only className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={form.fields.length}
                aria-valuenow={answered}
                aria-label={t("hostedForm.progress", { answered, total: form.fields.length })}
                className="h-1.5 w-full max-w-40 overflow-hidden rounded-full bg-line"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
                  style={{ width: `${(answered / form.fields.length) * 100}%` }}
                />
              </div>
              <span className="truncate text-xs text-muted">{t("hostedForm.progress", { answered, total: form.fields.length })}</span>
            </div>
          )}
          <div className="ml-auto flex items-center gap-2">
            {!ended && (
              <div data-js-only className="flex overflow-hidden rounded-lg">
                <button
                  type="button"
                  onClick={goPrevious}
                  disabled={screen.kind === "welcome" || (screen.index === 0 && !hasWelcome)}
                  aria-disabled={notYet}
                  aria-label={t("hostedForm.previous")}
                  className="inline-flex h-11 w-11 items-center justify-center bg-primary text-primary-ink hover:bg-primary-strong disabled:opacity-40"
                >
                  <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5">
                    <path fill="currentColor" d="m10 6-5 5 1.4 1.4L10 8.8l3.6 3.6L15 11z" />
                  </svg>
                </button>
                <button
                  type="button"
                  onClick={goNext}
                  disabled={submitting}
                  aria-disabled={notYet}
                  aria-label={t("hostedForm.next")}
                  className="inline-flex h-11 w-11 items-center justify-center border-l border-primary-ink/20 bg-primary text-primary-ink hover:bg-primary-strong disabled:opacity-40"
                >
                  <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5">
                    <path fill="currentColor" d="m10 14 5-5-1.4-1.4-3.6 3.6-3.6-3.6L5 9z" />
                  </svg>
                </button>
              </div>
            )}
            <a
              href="/"
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-xs font-semibold text-muted hover:text-ink"
            >
              <BrandMark className="h-5 w-5" />
              <span className={ended ? "" : "sr-only sm:not-sr-only"}>{t("hostedForm.poweredBy")}</span>
            </a>
          </div>
        </footer>
      )}
    </div>
  );
}

function escapeAttribute(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * On every form a user made, whatever the embed hides: the product's name on a page is no proof the product asks.
 * The report page opens apart from any frame, and works without an account or JavaScript.
 */
function MadeByUserNotice({ formId }: { formId: string }) {
  const { t } = useTranslation();
  return (
    <p data-made-by-user className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-line/70 bg-canvas px-4 py-2 text-center text-xs text-muted">
      <span>{t("hostedForm.madeByUser")}</span>
      <a href={`/to/${encodeURIComponent(formId)}/report`} target="_blank" rel="noopener" className="link font-semibold">
        {t("hostedForm.reportAbuse")}
      </a>
    </p>
  );
}

function EndingScreen({
  form,
  redirectHost,
  outcome,
  withoutScript,
  canClose,
  handledBySite,
  linkTarget,
  titleRef,
  onButton,
  onLeave,
}: {
  form: FormView;
  redirectHost: string | null;
  outcome: Extract<SubmitOutcome, { status: "submitted" | "duplicate" }>;
  /** The page was posted without JavaScript: links do the work buttons would. */
  withoutScript: boolean;
  canClose: boolean;
  handledBySite: boolean;
  linkTarget: string;
  titleRef(element: HTMLElement | null): void;
  onButton(url: string | null): void;
  /** The visitor chose to go on to the other site. */
  onLeave(url: string): void;
}) {
  const { t } = useTranslation();
  const duplicate = outcome.status === "duplicate";
  const { button, redirect_url: redirectUrl } = form.thank_you;
  const buttonUrl = duplicate ? null : (button?.url ?? null);
  const buttonText = duplicate ? t("hostedForm.close") : (button?.text ?? t("hostedForm.close"));
  const showButton = buttonUrl !== null || ((canClose || handledBySite) && (duplicate || button !== null));
  return (
    <section data-screen="ending" className="text-center">
      <CheckBadge tone={duplicate ? "info" : "success"} />
      <ScreenTitle ref={titleRef} className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {duplicate ? t("hostedForm.duplicateTitle") : form.thank_you.title}
      </ScreenTitle>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{duplicate ? t("hostedForm.duplicateBody") : form.thank_you.description}</p>
      {outcome.status === "submitted" && outcome.sandbox && <p className="mt-4 text-sm font-medium text-primary">{t("hostedForm.sandbox")}</p>}
      {!duplicate && redirectUrl && redirectHost && (
        <div className="mt-6 text-sm text-muted">
          <p>
            {t("hostedForm.leavingTo")} <strong className="font-semibold text-ink">{redirectHost}</strong>
          </p>
          <a
            href={redirectUrl}
            target={linkTarget}
            rel="noopener"
            onClick={(event) => {
              if (withoutScript) return;
              event.preventDefault();
              onLeave(redirectUrl);
            }}
            className="btn-primary mt-4 min-h-12 px-8 text-base"
          >
            {t("hostedForm.continueTo", { host: redirectHost })}
          </a>
        </div>
      )}
      {!duplicate && redirectUrl && !redirectHost && (
        <p className="mt-6 text-sm text-muted">
          {t("hostedForm.redirecting")}{" "}
          <a href={redirectUrl} target={linkTarget} rel="noopener" className="link">
            {t("hostedForm.continue")}
          </a>
          {withoutScript && <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="0;url=${escapeAttribute(redirectUrl)}">` }} />}
        </p>
      )}
      {showButton &&
        (buttonUrl ? (
          <a
            href={buttonUrl}
            target={linkTarget}
            rel="noopener"
            onClick={(event) => {
              event.preventDefault();
              onButton(buttonUrl);
            }}
            className="btn-primary mt-8 min-h-12 px-8 text-base"
          >
            {buttonText}
          </a>
        ) : (
          <button type="button" onClick={() => onButton(null)} className="btn-primary mt-8 min-h-12 px-8 text-base">
            {buttonText}
          </button>
        ))}
    </section>
  );
}
