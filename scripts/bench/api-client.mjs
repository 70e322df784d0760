// The API as a browser calls it, for the benchmarks and the processes they start.

/** Calls the API as a browser would, failing loudly on anything but success. */
export async function api(base, method, path, headers, body) {
  const response = await fetch(`${base}/socratica/api/${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Answers a session's baseline and completes it, so that its chat may begin. */
export async function completeBaseline(base, auth, started) {
  for (const [index, question] of started.assessment.questions.entries()) {
    const answer =
      question.type === 'confidence_rating'
        ? '5'
        : (question.options[1] ?? 'the main ideas and how they connect');
    await api(base, 'POST', `assessments/${started.session_id}/responses`, auth, {
      question_number: index + 1,
      user_answer: answer,
    });
  }
  await api(base, 'POST', `assessments/${started.session_id}/complete`, auth);
}

/** The authorization header of the first admin, whom every benchmark server creates with this password. */
export async function signInAsAdmin(base) {
  const { access_token } = await api(
    base,
    'POST',
    'login',
    {},
    { username: 'admin', password: 'bench-password' },
  );
  return { authorization: `Bearer ${access_token}` };
}
