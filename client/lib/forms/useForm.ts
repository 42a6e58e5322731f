// Form state kept in the form itself: what the user typed survives every error, from the browser's
// checks or from the api. Errors from the api arrive as a new `serverErrors` object (from the store);
// editing a field clears its message. A field the user typed in is checked again when they leave it
// (its message beside it, as after a submit); after a failed submit the first invalid field gets the
// focus.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FORM, hasErrors, type FieldMessage, type FormErrors } from './errors.ts';
import { runRules, type Rules } from './validators.ts';
import { useHydrated } from '../useHydrated.ts';

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
  /** checks one field now (what leaving it does), showing or clearing its message */
  check(field: string): void;
  /**
   * the `ref` of the <form> element (a callback): a field the user changed is checked when the focus
   * leaves it (by its `name`, the value's key), and the first invalid field after a failed submit
   * gets the focus
   */
  bindForm: (form: HTMLFormElement | null) => void | (() => void);
  /**
   * False in the server-rendered page until the app has hydrated: submit buttons stay disabled until
   * then, so a form is never posted natively (the site has no form endpoints) and nothing typed is lost.
   */
  ready: boolean;
}

export function useForm<V extends object>({ initial, rules, validate, serverErrors, onSubmit }: UseFormOptions<V>): FormApi<V> {
  const [values, setValues] = useState<V>(initial);
  // the latest values and checks, for the focus-leaving listener (set where they change, not while rendering)
  const valuesRef = useRef(values);
  const checksRef = useRef({ rules, validate });
  useEffect(() => {
    checksRef.current = { rules, validate };
  });
  /** the fields the user changed: only those are checked on leaving (tabbing through is not an error) */
  const touched = useRef(new Set<string>());
  const hasServerErrors = !!serverErrors && hasErrors(serverErrors);
  /** the fields whose message came from the api and that were not edited since: leaving them keeps it */
  const fromServer = useRef(new Set<string>());
  useEffect(() => {
    if (serverErrors && hasErrors(serverErrors)) fromServer.current = new Set(Object.keys(serverErrors));
  }, [serverErrors]);
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
    valuesRef.current = { ...valuesRef.current, [key]: value };
    touched.current.add(String(key));
    fromServer.current.delete(String(key));
    setValues(valuesRef.current);
    clear([String(key)]);
  }, []);

  const patch = useCallback((part: Partial<V>) => {
    valuesRef.current = { ...valuesRef.current, ...part };
    for (const k of Object.keys(part)) {
      touched.current.add(k);
      fromServer.current.delete(k);
    }
    setValues(valuesRef.current);
    clear(Object.keys(part));
  }, []);

  const check = useCallback((field: string) => {
    const current = valuesRef.current;
    if (!(field in current)) return;
    const { rules: r, validate: v } = checksRef.current;
    const message = (v ? v(current) : r ? runRules(current, r) : {})[field];
    setErrors((e) => {
      if (message) return e[field] && sameMessage(e[field], message) ? e : { ...e, [field]: message };
      if (!e[field] || fromServer.current.has(field)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
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

  const bindForm = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      if (!form) return;
      const onLeave = (e: FocusEvent) => {
        const name = (e.target as { name?: unknown } | null)?.name;
        if (typeof name !== 'string' || !touched.current.has(name)) return;
        // moving between the options of one group (radios, checkboxes of one name) is not leaving it
        const next = e.relatedTarget as { name?: unknown; form?: unknown } | null;
        if (next && next.form === form && next.name === name) return;
        // the focus goes to the form's submit button: the submit checks every field. Showing a message
        // now would move the button under the pointer between press and release, and the click (the
        // submit) would be lost
        if (next && next.form === form && (next as { type?: unknown }).type === 'submit') return;
        check(name);
      };
      form.addEventListener('focusout', onLeave);
      return () => form.removeEventListener('focusout', onLeave);
    },
    [check],
  );

  return { values, errors, set, patch, error: (f) => errors[f], check, submit, bindForm, ready };
}

const sameMessage = (a: FieldMessage, b: FieldMessage) => a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});
