// Form state kept in the form itself: what the user typed survives every error, from the browser's
// checks or from the api. Errors from the api arrive as a new `serverErrors` object (from the store);
// editing a field clears its message. After a failed submit the first invalid field gets the focus.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FORM, hasErrors, type FieldMessage, type FormErrors } from './errors.ts';
import { runRules, type Rules } from './validators.ts';

export interface UseFormOptions<V> {
  initial: V | (() => V);
  rules?: Rules<V>;
  /** a check of the whole form, used instead of `rules` where fields depend on each other */
  validate?(values: V): FormErrors;
  /** the last answer's errors, a new object per failed attempt; null or undefined when none */
  serverErrors?: FormErrors | null;
  onSubmit(values: V): void;
}

export interface FormApi<V> {
  values: V;
  errors: FormErrors;
  set<K extends keyof V>(key: K, value: V[K]): void;
  /** replaces several values at once (e.g. a tab's text) */
  patch(values: Partial<V>): void;
  error(field: string): FieldMessage | undefined;
  submit(e?: FormEvent): void;
  /** the `ref` of the <form> element (a callback: the first invalid field after a failed submit gets the focus) */
  bindForm: (form: HTMLFormElement | null) => void;
  /**
   * False in the server-rendered page until the app has hydrated: submit buttons stay disabled until
   * then, so a form is never posted natively (the site has no form endpoints) and nothing typed is lost.
   */
  ready: boolean;
}

const noSubscription = () => () => undefined;

/** False while the server renders and the browser hydrates, true once the app runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useForm<V extends object>({ initial, rules, validate, serverErrors, onSubmit }: UseFormOptions<V>): FormApi<V> {
  const [values, setValues] = useState<V>(initial);
  const hasServerErrors = !!serverErrors && hasErrors(serverErrors);
  const [errors, setErrors] = useState<FormErrors>(() => (hasServerErrors ? serverErrors : {}));
  const [focusRequest, setFocusRequest] = useState(hasServerErrors ? 1 : 0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const ready = useHydrated();

  // a new answer's errors replace the shown ones (adjusting state while rendering, not in an effect)
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (hasServerErrors) {
      setErrors(serverErrors);
      setFocusRequest((n) => n + 1);
    }
  }

  useEffect(() => {
    if (!focusRequest || !formRef.current) return;
    // the first invalid control that is shown (a hidden tab panel's control cannot take the focus)
    const candidates = formRef.current.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-form-alert]');
    const target = Array.from(candidates).find((el) => !el.closest('[hidden]'));
    target?.focus();
  }, [focusRequest]);

  const clear = (keys: string[]) =>
    setErrors((e) => {
      if (!keys.some((k) => e[k]) && !e[FORM]) return e;
      const next = { ...e };
      for (const k of keys) delete next[k];
      delete next[FORM];
      return next;
    });

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clear([String(key)]);
  }, []);

  const patch = useCallback((part: Partial<V>) => {
    setValues((v) => ({ ...v, ...part }));
    clear(Object.keys(part));
  }, []);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const found = validate ? validate(values) : rules ? runRules(values, rules) : {};
    if (hasErrors(found)) {
      setErrors(found);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    onSubmit(values);
  };

  const bindForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
  }, []);

  return { values, errors, set, patch, error: (f) => errors[f], submit, bindForm, ready };
}
