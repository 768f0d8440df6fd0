-- hand-written
-- A request is paid only while the balance covers it (docs/product/earnings.md#balance-guard): an
-- outcome corrected after the request was made may have taken the balance below zero, and new
-- earnings cover that first. Paying (a held request turning approved, 3) is checked like a new
-- request and refused as `invoices_paid_balance_check`; other moves that take no more pass.
CREATE OR REPLACE FUNCTION invoices_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  earned bigint;
  held bigint;
  paying boolean;
BEGIN
  IF NEW.status NOT IN (0, 1, 3) THEN
    RETURN NEW;
  END IF;
  paying := TG_OP = 'UPDATE' AND NEW.status = 3 AND OLD.status <> 3;
  IF TG_OP = 'UPDATE' AND NOT paying AND OLD.status IN (0, 1, 3) AND NEW.amount <= OLD.amount
      AND NEW.tutor_id = OLD.tutor_id THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7013, NEW.tutor_id);
  SELECT coalesce(sum(price), 0) INTO earned FROM lessons
    WHERE tutor_id = NEW.tutor_id AND outcome IN ('held', 'student-absent', 'student-cancelled-late')
      AND ends_at <= now();
  SELECT coalesce(sum(amount), 0) INTO held FROM invoices
    WHERE tutor_id = NEW.tutor_id AND status IN (0, 1, 3) AND id <> NEW.id;
  IF held + NEW.amount > earned THEN
    RAISE EXCEPTION 'withdrawal of % exceeds the balance of tutor %', NEW.amount, NEW.tutor_id
      USING ERRCODE = '23514',
        CONSTRAINT = CASE WHEN paying THEN 'invoices_paid_balance_check' ELSE 'invoices_balance_check' END;
  END IF;
  RETURN NEW;
END;
$$;
