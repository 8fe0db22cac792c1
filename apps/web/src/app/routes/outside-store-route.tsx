import { useMemo } from 'react';
import OutsideStorePage from '../../features/outside-store/routes/outside-store-page';
import { useDesires } from '../../features/orders/api/get-desires';
import { useReasons } from '../../features/orders/api/get-reasons';
import { useSubReasons } from '../../features/orders/api/get-sub-reasons';
import { OnlineRequestFlow } from '../../features/request/components/online-request-flow';
import { RequestStepper } from '../../features/request/components/stepper/request-stepper';

/**
 * /produtos-adquiridos-fora-da-loja-online composed from three features (they do not import each other): the
 * outside-store form, the orders feature's reason catalogue and the request feature's steps after the items.
 */
export default function OutsideStoreRoute() {
  const reasons = useReasons();
  const subReasons = useSubReasons();
  const desires = useDesires();
  const catalog = useMemo(
    () =>
      reasons.data && subReasons.data && desires.data
        ? { reasons: reasons.data, subReasons: subReasons.data, desires: desires.data }
        : null,
    [reasons.data, subReasons.data, desires.data],
  );
  const failed = !catalog && (reasons.isError || subReasons.isError || desires.isError);
  const retry = () => {
    for (const query of [reasons, subReasons, desires]) if (query.isError) void query.refetch();
  };
  return (
    <OutsideStorePage
      catalog={catalog}
      catalogFailed={failed}
      onRetryCatalog={retry}
      Stepper={RequestStepper}
      ConfirmationFlow={OnlineRequestFlow}
    />
  );
}
