-- A chat request's day and month reservations in one call, so the turn waits one round trip.
--
-- `chat.budget.reserve_request` sent both conditional upserts in one pipelined transaction and
-- read them before deciding to COMMIT (a refusal by either had to roll the other back): two
-- round trips before anything else in the turn could be stored. Here the two upserts run in a
-- block of their own, and a refusal by either undoes both before the function returns which
-- period refused; the caller's BEGIN, the call and COMMIT then travel together.
--
-- The same statements as before: each upsert locks its row, so parallel requests are
-- serialised on it and never take more than the limit between them; a zero limit refuses even
-- the first request, whose insert would pass. Called as `service_role`, which writes the
-- counters (filtered by the caller's id); security invoker, so nobody else can.

create function public.reserve_chat_request(
  p_user_id uuid,
  p_day date,
  p_month date,
  p_day_requests bigint,
  p_day_tokens bigint,
  p_month_requests bigint,
  p_month_tokens bigint
)
returns text
language plpgsql
volatile
security invoker
set search_path = public
as $$
declare
  refused text;
begin
  if p_day_requests <= 0 or p_day_tokens <= 0 then
    return 'day';
  end if;
  if p_month_requests <= 0 or p_month_tokens <= 0 then
    return 'month';
  end if;
  begin
    insert into public.ai_chat_usage as u (user_id, period, period_start, requests)
    values (p_user_id, 'day', p_day, 1)
    on conflict (user_id, period, period_start) do update
      set requests = u.requests + 1, updated_at = now()
      where u.requests < p_day_requests and u.tokens < p_day_tokens;
    if not found then
      refused := 'day';
      raise exception using errcode = 'P0001', message = 'chat budget refused';
    end if;
    insert into public.ai_chat_usage as u (user_id, period, period_start, requests)
    values (p_user_id, 'month', p_month, 1)
    on conflict (user_id, period, period_start) do update
      set requests = u.requests + 1, updated_at = now()
      where u.requests < p_month_requests and u.tokens < p_month_tokens;
    if not found then
      refused := 'month';
      raise exception using errcode = 'P0001', message = 'chat budget refused';
    end if;
  exception
    when sqlstate 'P0001' then
      -- The block's writes are undone: a refused request counts in neither period.
      return refused;
  end;
  return null;
end;
$$;

revoke all on function public.reserve_chat_request(uuid, date, date, bigint, bigint, bigint, bigint)
  from public, anon, authenticated;
grant execute on function public.reserve_chat_request(uuid, date, date, bigint, bigint, bigint, bigint)
  to service_role;
